import { and, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { creditAccountKinds, kindsOfService, type ServiceType } from './kinds.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.ts';

export type ListTransactionsQuery = {
  /** One user, or several (an affiliate's referred players). */
  userId: number | readonly number[];
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  to?: Date | undefined;
  direction: 'all' | 'income' | 'expense';
  serviceType?: ServiceType | undefined;
  offset: number;
  limit: number;
};

export type TransactionListItem = {
  transactionId: number;
  userId: number | null;
  /** The cause's id (a coupon's reference, a request id). */
  reference: string;
  kind: string;
  /** Signed minor units: positive came into the user's credit. */
  amount: number;
  createdAt: Date;
};

const reversed = alias(ledgerTransactions, 'reversed');

function conditions(q: ListTransactionsQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    typeof q.userId === 'number'
      ? eq(ledgerAccounts.userId, q.userId)
      : inArray(ledgerAccounts.userId, [...q.userId]),
    inArray(ledgerAccounts.kind, [...creditAccountKinds]),
    q.from ? gte(ledgerPostings.createdAt, q.from) : undefined,
    q.to ? lt(ledgerPostings.createdAt, q.to) : undefined,
    q.direction === 'income' ? gt(ledgerPostings.amount, 0) : undefined,
    q.direction === 'expense' ? lt(ledgerPostings.amount, 0) : undefined,
  ];
  if (q.serviceType !== undefined) {
    // A reversal belongs to the service of what it reverses.
    const kind = sql`coalesce(${reversed.kind}, ${ledgerTransactions.kind})`;
    filters.push(inArray(kind, kindsOfService(q.serviceType)));
  }
  return and(...filters);
}

/** The movements of a user's credit, newest first, with the total count for paging. */
export async function listTransactions(
  db: Executor,
  q: ListTransactionsQuery,
): Promise<{ items: TransactionListItem[]; totalCount: number }> {
  const where = conditions(q);
  const items = await db
    .select({
      transactionId: ledgerTransactions.id,
      userId: ledgerAccounts.userId,
      reference: ledgerTransactions.reference,
      kind: ledgerTransactions.kind,
      amount: ledgerPostings.amount,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransactions.reversesId))
    .where(where)
    .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransactions.reversesId))
    .where(where);
  return { items, totalCount: total?.n ?? 0 };
}
