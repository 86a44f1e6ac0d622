// Static pages (spec 002 call table, getPage): terms, responsible gaming, help, bet dictionary and the
// operator's own. The content is HTML the server has sanitized.
import { z } from 'zod';
import { callBody } from './fields.ts';

/** The spec's fixed page ids; operators may add pages with other ids. */
export const PAGE_IDS = { betDictionary: 5, help: 6, terms: 9, responsibleGaming: 10 } as const;

/** A page id as the spec's client sends it: a number, or its digits as a string. */
export const pageId = z.union([
  z.number().int().min(1).max(1_000_000),
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1_000_000)),
]);

export const getPageRequest = callBody({ pageid: pageId });
export type GetPageRequest = z.input<typeof getPageRequest>;

export const getPageAnswer = z.object({
  status: z.literal(true),
  results: z.object({ title: z.string(), content: z.string() }),
});
export type GetPageAnswer = z.infer<typeof getPageAnswer>;
