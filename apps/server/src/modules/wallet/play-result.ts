// A player's result from play (bets, casino, slots) over a period: what responsible-gambling loss
// limits count. Deposits, withdrawals and transfers are not play and are left out.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-values.ts';
import { creditAccountKinds, transactionKinds } from './kinds.ts';

const PLAY_KINDS = Object.entries(transactionKinds)
  .filter(([, info]) => info.service !== null)
  .map(([kind]) => kind);

/** What the user's credit gained (positive) or lost (negative) from play since `since`, minor units. */
export async function playResultSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = rowsOf<{ result: string | number | null }>(
    await db.execute(sql`
      select coalesce(sum(p.amount), 0) as result
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join ledger_transactions t on t.id = p.transaction_id
      where a.user_id = ${userId}
        and a.kind in (${sql.join(
          creditAccountKinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and p.created_at >= ${since.toISOString()}
        and t.kind in (${sql.join(
          PLAY_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})`),
  );
  return Number(row?.result ?? 0);
}
