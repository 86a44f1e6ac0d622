// The paging, sorting and filter fields every back-office list takes, and the shape of its answer.
import { z } from 'zod';
import { text } from '../fields.ts';

export const MAX_PAGE_SIZE = 500;

/** Page (from 1) and page size. */
export const pageFields = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
};

/** Page (from 1), page size and one sort column of the list's own. */
export const listFields = <const S extends readonly [string, ...string[]]>(sortable: S) => ({
  ...pageFields,
  sort: z.enum(sortable).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** Free text: matched against the list's names. */
  q: text(100).optional(),
});

/** One page of rows and how many rows the filters match in all. */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ status: z.literal(true), rows: z.array(row), total: z.number().int() });
