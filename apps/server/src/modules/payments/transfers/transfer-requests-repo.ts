import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type NewTransferRequest, type TransferRequestRow, transferRequests } from '../schema.ts';

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

/** The request, locked until the transaction ends: deciding it twice at once decides it once. */
export async function lockTransferRequest(db: Executor, id: number): Promise<TransferRequestRow | null> {
  const [row] = await db.select().from(transferRequests).where(eq(transferRequests.id, id)).for('update');
  return row ?? null;
}

export async function findTransferByToken(db: Executor, token: string): Promise<TransferRequestRow | null> {
  const [row] = await db.select().from(transferRequests).where(eq(transferRequests.gatewayToken, token));
  return row ?? null;
}

/** Closes a waiting request: confirmed (1) or cancelled (2), with what the player is told. */
export async function closeTransferRequest(
  db: Executor,
  id: number,
  change: { status: 1 | 2; reqResult: string; decidedBy: number | null; at: Date },
): Promise<TransferRequestRow> {
  const [row] = await db
    .update(transferRequests)
    .set({
      status: change.status,
      reqResult: change.reqResult,
      decidedBy: change.decidedBy,
      decidedAt: change.at,
      updatedAt: change.at,
    })
    .where(and(eq(transferRequests.id, id), eq(transferRequests.status, 0)))
    .returning();
  if (!row) throw new Error(`transfer request ${id} was not waiting`);
  return row;
}

/** What the user asked to deposit since then, waiting or confirmed: what deposit limits count. */
export async function depositsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transferRequests.amount}), 0)` })
    .from(transferRequests)
    .where(
      and(
        eq(transferRequests.userId, userId),
        eq(transferRequests.transferType, 0),
        inArray(transferRequests.status, [0, 1]),
        gte(transferRequests.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}
