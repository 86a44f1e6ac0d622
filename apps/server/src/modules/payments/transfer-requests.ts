import { callBody, text } from '@bet/domain/api/fields';
import { toMajor } from '@bet/domain/money';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { dayRangeFields, dayRangeOf } from '../../http/day-range.ts';
import { listTransferRequests } from './transfer-requests-repo.ts';

export const TRANSFER_PAGE_SIZE = 50;

const whole = (min: number, max: number) =>
  z
    .union([
      z.number(),
      text(12)
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** trfs as the spec's client sends it (spec 002 section 7). Status '' or -1 means every status. */
export const transferRequestsBody = callBody({
  ...dayRangeFields,
  status: z.union([z.literal(''), whole(-1, 2)]).optional(),
  order: whole(0, 1_000_000).optional(),
  limit: whole(1, TRANSFER_PAGE_SIZE).optional(),
});

export type TransferRequestsBody = z.infer<typeof transferRequestsBody>;

/** The caller's transfer requests in the shape the spec's client reads; both dates are whole days. */
export async function transferRequestsOf(db: Executor, userId: number, body: TransferRequestsBody) {
  const { from, to } = dayRangeOf(body);
  const status = body.status === '' || body.status === undefined || body.status === -1 ? null : body.status;
  const { rows, totalCount } = await listTransferRequests(db, {
    userId,
    from: from ?? null,
    until: to ?? null,
    status: status as 0 | 1 | 2 | null,
    offset: body.order ?? 0,
    limit: body.limit ?? TRANSFER_PAGE_SIZE,
  });
  return {
    results: rows.map((row) => ({
      id: row.id,
      logo: row.logo,
      catName: row.catName,
      payTag: row.payTag,
      note: row.note,
      transferType: row.transferType,
      amount: toMajor(row.amount),
      status: row.status,
      reqResult: row.reqResult,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount,
  };
}
