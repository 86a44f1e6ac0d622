// What a settlement batch decides from: its open coupons, locked, and their picks, each read in one
// named statement with only the columns deciding needs. The ids go as one array, not a list of a
// thousand parameters: the statement is parsed and planned once per connection, and building it
// costs nothing per id.
import type { PickResult } from '@bet/domain/betting/types';
import type { Executor } from '../../../db/client.ts';
import { namedQuery } from '../../../db/named-query.ts';
import { toSafeInteger } from '../../../db/sql-values.ts';

export type BatchCoupon = {
  id: number;
  userId: number;
  currency: string;
  systemSizes: number[];
  ticketStake: number;
  totalStake: number;
  oddsCap: number;
  bonusBp: number;
  maxPay: number;
  userMaxPay: number;
};

export type BatchPick = { matchId: number; banker: boolean; odds: number; result: PickResult };

// Locked in id order, so two settlements never wait on each other in a circle.
const LOCK_OPEN_COUPONS = `
  select id, user_id, currency, system_sizes, ticket_stake, total_stake, odds_cap, bonus_bp, max_pay, user_max_pay
  from coupons
  where id = any($1::bigint[]) and status = 0 and phase = 'accepted'
  order by id
  for update`;

type CouponColumns = {
  id: unknown;
  user_id: number;
  currency: string;
  system_sizes: number[];
  ticket_stake: unknown;
  total_stake: unknown;
  odds_cap: number;
  bonus_bp: number;
  max_pay: unknown;
  user_max_pay: unknown;
};

/** Locks those of these coupons that are still open and accepted; in id order. */
export async function lockOpenCoupons(tx: Executor, couponIds: readonly number[]): Promise<BatchCoupon[]> {
  const rows = await namedQuery<CouponColumns>(tx, 'settle_lock_open_coupons', LOCK_OPEN_COUPONS, [
    [...couponIds],
  ]);
  return rows.map((r) => ({
    id: toSafeInteger(r.id),
    userId: r.user_id,
    currency: r.currency,
    systemSizes: r.system_sizes,
    ticketStake: toSafeInteger(r.ticket_stake),
    totalStake: toSafeInteger(r.total_stake),
    oddsCap: r.odds_cap,
    bonusBp: r.bonus_bp,
    maxPay: toSafeInteger(r.max_pay),
    userMaxPay: toSafeInteger(r.user_max_pay),
  }));
}

// The ids' range beside them lets the planner read the picks' key index for a batch, where the ids
// alone can make a table of some 100,000 picks look cheaper to scan whole.
const BATCH_PICKS = `
  select coupon_id, match_id, banker, odds, result from coupon_picks
  where coupon_id = any($1::bigint[]) and coupon_id between $2 and $3
  order by coupon_id, position`;

type PickColumns = {
  coupon_id: unknown;
  match_id: unknown;
  banker: boolean;
  odds: number;
  result: PickResult;
};

/** The picks of these coupons in position order, by coupon id. */
export async function batchPicks(
  tx: Executor,
  couponIds: readonly number[],
): Promise<Map<number, BatchPick[]>> {
  const out = new Map<number, BatchPick[]>();
  if (couponIds.length === 0) return out;
  const ids = [...couponIds];
  const rows = await namedQuery<PickColumns>(tx, 'settle_batch_picks', BATCH_PICKS, [
    ids,
    Math.min(...ids),
    Math.max(...ids),
  ]);
  for (const r of rows) {
    const couponId = toSafeInteger(r.coupon_id);
    const pick = { matchId: toSafeInteger(r.match_id), banker: r.banker, odds: r.odds, result: r.result };
    const list = out.get(couponId);
    if (list) list.push(pick);
    else out.set(couponId, [pick]);
  }
  return out;
}
