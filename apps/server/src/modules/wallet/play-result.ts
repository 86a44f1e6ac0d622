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

/**
 * The users' credit movements in one currency over [from, to), summed per user and kind; a reversal
 * counts under the kind it reverses. The affiliates' revenue share itemizes these (stakes, wins, bonuses).
 */
export async function creditByKind(
  db: Executor,
  userIds: readonly number[],
  currency: string,
  window: { from: Date; to: Date },
): Promise<{ userId: number; kind: string; amount: number }[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf<{ user_id: number; kind: string; amount: string | number }>(
    await db.execute(sql`
      select a.user_id, coalesce(r.kind, t.kind) as kind, sum(p.amount) as amount
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join ledger_transactions t on t.id = p.transaction_id
      left join ledger_transactions r on r.id = t.reverses_id
      where a.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and a.currency = ${currency}
        and a.kind in (${sql.join(
          creditAccountKinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and p.created_at >= ${window.from.toISOString()}
        and p.created_at < ${window.to.toISOString()}
      group by a.user_id, coalesce(r.kind, t.kind)`),
  );
  return rows.map((r) => ({ userId: Number(r.user_id), kind: r.kind, amount: Number(r.amount) }));
}
