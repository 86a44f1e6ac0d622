// Stakes still open on a subtree's coupons, per branch of the tree. betting_open_stakes joins the
// users table (the account module's, as `u`) through the conditions the account module writes.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import type { SubtreeSql } from '../../wallet/index.ts';

/** Sum of open, accepted coupons' stakes, keyed by branch; only sport coupons exist so far. */
export async function openStakesByBranch(db: Executor, subtree: SubtreeSql): Promise<Map<number, number>> {
  const rows = rowsOf<{ branch: unknown; stake: unknown }>(
    await db.execute(sql`
      select ${subtree.branch} as branch, sum(coupons.total_stake) as stake
      from coupons join users u on u.id = coupons.user_id
      where ${subtree.condition} and coupons.status = 0 and coupons.phase = 'accepted'
      group by 1`),
  );
  return new Map(rows.map((r) => [toSafeInteger(r.branch), toSafeInteger(r.stake)]));
}
