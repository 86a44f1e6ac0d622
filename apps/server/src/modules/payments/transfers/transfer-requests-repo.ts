import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NewTransferRequest, type TransferRequestRow, transferRequests } from './schema.ts';

export type TransferRequestFilter = {
  userId: number;
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
  status: 0 | 1 | 2 | null;
  offset: number;
  limit: number;
};

function conditions(filter: TransferRequestFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(transferRequests.userId, filter.userId),
    filter.from ? gte(transferRequests.createdAt, filter.from) : undefined,
    filter.until ? lt(transferRequests.createdAt, filter.until) : undefined,
    filter.status === null ? undefined : eq(transferRequests.status, filter.status),
  ];
  return and(...parts);
}

/** One page of a user's transfer requests, newest first, and how many match in all. */
export async function listTransferRequests(
  db: Executor,
  filter: TransferRequestFilter,
): Promise<{ rows: TransferRequestRow[]; totalCount: number }> {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transferRequests)
      .where(where)
      .orderBy(desc(transferRequests.createdAt), desc(transferRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(transferRequests).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function insertTransferRequest(
  db: Executor,
  values: NewTransferRequest,
): Promise<TransferRequestRow> {
  const [row] = await db.insert(transferRequests).values(values).returning();
  if (!row) throw new Error('transfer request insert returned nothing');
  return row;
}
