// Stakes in the order the ledger took them, after a given transaction: what feeds the jackpots,
// read without touching the hot path that takes the stakes.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-values.ts';
import type { TransactionKind } from './kinds.ts';

export type TakenStake = {
  transactionId: number;
  kind: TransactionKind;
  reference: string;
  userId: number;
  currency: string;
  /** Minor units taken from the player. */
  amount: number;
  at: Date;
};

export async function stakesAfter(
  db: Executor,
  kinds: readonly TransactionKind[],
  afterTransactionId: number,
  limit: number,
): Promise<TakenStake[]> {
  const rows = rowsOf<{
    id: string | number;
    kind: TransactionKind;
    reference: string;
    user_id: number;
    currency: string;
    amount: string | number;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      select t.id, t.kind, t.reference, a.user_id, a.currency, -p.amount as amount, t.created_at
      from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id and p.amount < 0
      join ledger_accounts a on a.id = p.account_id and a.user_id is not null
      where t.id > ${afterTransactionId}
        and t.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      order by t.id, p.id
      limit ${limit}`),
  );
  return rows.map((r) => ({
    transactionId: Number(r.id),
    kind: r.kind,
    reference: r.reference,
    userId: r.user_id,
    currency: r.currency,
    amount: Number(r.amount),
    at: new Date(r.created_at),
  }));
}

/** The newest ledger transaction's id: where a new reader of the stakes starts. */
export async function lastTransactionId(db: Executor): Promise<number> {
  const [row] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select max(id) as id from ledger_transactions`),
  );
  return Number(row?.id ?? 0);
}
