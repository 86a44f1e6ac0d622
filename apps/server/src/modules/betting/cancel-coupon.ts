// Cancelling a coupon (spec 001 section 4, Cancel flow): an open prematch coupon whose matches have
// not started, within the site's cancellation window, gets its stake back and status -2.

import { type MessageKey, toMajor, translate } from '@bet/domain';
import type { CancelCouponResponse } from '@bet/domain/api/betting';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { CatalogStore } from '../catalog/index.ts';
import { getBalance, withIdempotency } from '../wallet/index.ts';
import { postDecision } from './coupon-ledger.ts';
import { type CouponView, findCouponView } from './coupon-queries.ts';
import { coupons } from './schema.ts';

const MINUTE_MS = 60_000;

/** Why the coupon cannot be cancelled now; null when it can. */
export function cancelRefusal(
  { coupon, picks }: CouponView,
  store: CatalogStore,
  now: Date,
  windowMinutes: number,
): MessageKey | null {
  if (coupon.status !== 0) return 'cancelOnlyOpenCoupons';
  if (coupon.isLive || coupon.phase !== 'accepted' || picks.some((p) => p.live))
    return 'liveCouponCancelError';
  const started = picks.some((p) => {
    const match = store.get(p.matchId);
    return match?.state.status !== 'not_started' || match.startsAt <= now.getTime();
  });
  if (started) return 'cancelStartedError';
  if (now.getTime() >= coupon.createdAt.getTime() + windowMinutes * MINUTE_MS) return 'couponCancelTimeError';
  return null;
}

export type CancelCouponCommand = {
  userId: number;
  requestId: string;
  ticketRef: string;
  lang: string;
  now: Date;
  /** The site's coupon_cancel_minutes. */
  windowMinutes: number;
};

/** couponCanceled: refunds the stake once per request id; a refusal changes nothing. */
export function cancelCoupon(
  db: Executor,
  store: CatalogStore,
  c: CancelCouponCommand,
): Promise<CancelCouponResponse> {
  const key = {
    actorUserId: c.userId,
    requestId: c.requestId,
    operation: 'couponCanceled',
    input: { ticketId: c.ticketRef.toUpperCase() },
  };
  return withIdempotency(db, key, async (tx) => {
    const view = await findCouponView(tx, c.ticketRef, {
      byNumber: true,
      ownerId: c.userId,
      forUpdate: true,
    });
    if (!view) throw notFound('couponNotFound');
    const refusal = cancelRefusal(view, store, c.now, c.windowMinutes);
    if (refusal) throw conflict(refusal);
    const { coupon } = view;
    await tx
      .update(coupons)
      .set({
        status: -2,
        income: coupon.totalStake,
        paid: true,
        paidAt: c.now,
        settledAt: c.now,
      })
      .where(and(eq(coupons.id, coupon.id), eq(coupons.status, 0)));
    await postDecision(
      tx,
      {
        couponId: coupon.id,
        userId: coupon.userId,
        currency: coupon.currency,
        at: c.now,
        requestId: c.requestId,
      },
      { kind: 'coupon_refund', stake: coupon.totalStake, amount: coupon.totalStake, actorUserId: c.userId },
    );
    const credit = await getBalance(tx, coupon.userId, coupon.currency);
    return { status: true, msg: translate('couponCancelSuccess', c.lang), credit: toMajor(credit) };
  });
}
