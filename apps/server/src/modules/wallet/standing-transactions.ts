import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import type { TransactionKind } from './kinds.ts';

/** A transaction not reversed yet, who wrote it, and what it took out of the house's stakes account. */
export type StandingTransaction = { id: number; actorUserId: number | null; fromStakes: number };

/** The transactions of these kinds under the reference that no reversal has taken back yet. */
export async function standingTransactions(
  db: Executor,
  reference: string,
  kinds: readonly TransactionKind[],
): Promise<StandingTransaction[]> {
  const rows = rowsOf<{ id: unknown; actor_user_id: number | null; from_stakes: unknown }>(
    await db.execute(sql`
      select t.id, t.actor_user_id, coalesce((
        select -sum(p.amount) from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where p.transaction_id = t.id and a.kind = 'stakes' and a.user_id is null), 0) as from_stakes
      from ledger_transactions t
      where t.kind = any(${`{${kinds.join(',')}}`}::text[]) and t.reference = ${reference}
        and not exists (select 1 from ledger_transactions r where r.reverses_id = t.id)`),
  );
  return rows.map((r) => ({
    id: toSafeInteger(r.id),
    actorUserId: r.actor_user_id,
    fromStakes: toSafeInteger(r.from_stakes),
  }));
}
