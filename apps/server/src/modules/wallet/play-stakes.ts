// What a player has staked since a moment (bets, casino, slots), less refunded coupon stakes: what a
// bonus's wagering requirement counts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-values.ts';
import { creditAccountKinds } from './kinds.ts';

const STAKE_KINDS = ['coupon_stake', 'casino_stake', 'slot_stake', 'coupon_refund'];

export async function stakedSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = rowsOf<{ staked: string | number | null }>(
    await db.execute(sql`
      select coalesce(-sum(p.amount), 0) as staked
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
          STAKE_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})`),
  );
  return Math.max(0, Number(row?.staked ?? 0));
}
