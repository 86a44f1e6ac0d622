// What the periodic sweep looks for: matches with a result whose picks are still open (an instance
// was down when the result came), corrected results, and coupons left open with every pick decided.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';

/** Coupons settled per sweep at most; the next sweep takes the rest. */
const STRANDED_LIMIT = 10_000;

const ids = (rows: { id: unknown }[]) => rows.map((r) => toSafeInteger(r.id));

/** Matches decided since `since` that still have open picks. */
export async function matchesWithOpenPicks(db: Executor, since: Date): Promise<number[]> {
  return ids(
    rowsOf(
      await db.execute(sql`
        select r.match_id as id from match_results r
        where r.decided_at >= ${since.toISOString()}::timestamptz
          and exists (select 1 from coupon_picks p where p.match_id = r.match_id and p.result = 'open')
        order by r.decided_at`),
    ),
  );
}

/**
 * Matches whose result was corrected since `since` and has picks settled before the correction. A
 * correction moves decided_at past the match's ended_at, which keeps the first result's time.
 */
export async function correctedMatches(db: Executor, since: Date): Promise<number[]> {
  return ids(
    rowsOf(
      await db.execute(sql`
        select r.match_id as id from match_results r join matches m on m.id = r.match_id
        where r.decided_at >= ${since.toISOString()}::timestamptz and r.decided_at > coalesce(m.ended_at, '-infinity')
          and exists (
            select 1 from coupon_picks p
            where p.match_id = r.match_id and p.result <> 'open' and p.settled_at < r.decided_at)
        order by r.decided_at`),
    ),
  );
}

/** Open, accepted coupons with no open pick (a settlement stopped half way, a hold accepted late). */
export async function strandedCoupons(db: Executor): Promise<number[]> {
  return ids(
    rowsOf(
      await db.execute(sql`
        select c.id from coupons c
        where c.status = 0 and c.phase = 'accepted'
          and not exists (select 1 from coupon_picks p where p.coupon_id = c.id and p.result = 'open')
        order by c.id limit ${STRANDED_LIMIT}`),
    ),
  );
}
