// Reading and deciding held live coupons. A hold is decided by one conditional update (`phase =
// 'held'`), so whichever instance, timer, sweep or couponHold call gets there first decides it and
// the others find nothing left to do.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { postDecision } from '../coupon-ledger.ts';
import { type CouponPhase, couponPicks, coupons } from '../schema.ts';

export type HoldPick = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  odds: number;
  live: boolean;
};

export type HeldCoupon = {
  id: number;
  ticketId: string;
  userId: number;
  currency: string;
  phase: CouponPhase;
  totalStake: number;
  createdAt: Date;
  holdUntil: Date | null;
  picks: HoldPick[];
};

/** A coupon with its picks, by id or by its owner's ticket id; null when there is none. */
export async function loadHold(
  db: Executor,
  by: { id: number } | { ticketId: string; userId: number },
): Promise<HeldCoupon | null> {
  const where =
    'id' in by
      ? eq(coupons.id, by.id)
      : and(eq(coupons.ticketId, by.ticketId), eq(coupons.userId, by.userId));
  const [coupon] = await db
    .select({
      id: coupons.id,
      ticketId: coupons.ticketId,
      userId: coupons.userId,
      currency: coupons.currency,
      phase: coupons.phase,
      totalStake: coupons.totalStake,
      createdAt: coupons.createdAt,
      holdUntil: coupons.holdUntil,
    })
    .from(coupons)
    .where(where);
  if (!coupon) return null;
  const picks = await db
    .select({
      matchId: couponPicks.matchId,
      oddsType: couponPicks.oddsType,
      special: couponPicks.special,
      outcomeId: couponPicks.outcomeId,
      odds: couponPicks.odds,
      live: couponPicks.live,
    })
    .from(couponPicks)
    .where(eq(couponPicks.couponId, coupon.id))
    .orderBy(asc(couponPicks.position));
  return { ...coupon, picks };
}

/** Ids of holds whose time is up, oldest first. */
export async function dueHoldIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.phase, 'held'), lte(coupons.holdUntil, now)))
    .orderBy(asc(coupons.holdUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Accepts the hold, or releases it: cancelled (-2) with its stake paid back. Returns false when it
 * was no longer held (decided elsewhere).
 */
export function decideHold(
  db: Executor,
  hold: Pick<HeldCoupon, 'id' | 'userId' | 'currency' | 'totalStake'>,
  accept: boolean,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changes = accept
      ? { phase: 'accepted' as const }
      : {
          phase: 'released' as const,
          status: -2,
          income: hold.totalStake,
          paid: true,
          paidAt: now,
          settledAt: now,
        };
    const decided = await tx
      .update(coupons)
      .set(changes)
      .where(and(eq(coupons.id, hold.id), eq(coupons.phase, 'held')))
      .returning({ id: coupons.id });
    if (decided.length === 0) return false;
    if (!accept) {
      await postDecision(
        tx,
        { couponId: hold.id, userId: hold.userId, currency: hold.currency, at: now },
        { kind: 'coupon_refund', stake: hold.totalStake, amount: hold.totalStake, memo: 'live bet released' },
      );
    }
    return true;
  });
}
