import {
  TRANSFER_PAGE_SIZE,
  type TransferRequestItem,
  type TransferRequestsQuery,
} from '@bet/domain/api/payments';
import { toMajor } from '@bet/domain/money';
import type { Executor } from '../../../db/client.ts';
import { dayRangeOf } from '../../../http/day-range.ts';
import type { TransferRequestRow } from '../schema.ts';
import { listTransferRequests } from './transfer-requests-repo.ts';

/** The caller's transfer requests in the shape the spec's client reads; both dates are whole days. */
export async function transferRequestsOf(
  db: Executor,
  userId: number,
  body: TransferRequestsQuery,
): Promise<{ results: TransferRequestItem[]; totalCount: number }> {
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
    results: rows.map(transferItem),
    totalCount,
  };
}

/** A request as the player's list shows it. */
export const transferItem = (row: TransferRequestRow): TransferRequestItem => ({
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
});
