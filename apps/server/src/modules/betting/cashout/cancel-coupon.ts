// Cancelling a coupon (spec 001 section 4, Cancel flow): an open prematch coupon whose matches have
// not started, within the site's cancellation window, gets its stake back and status -2.

import { type MessageKey, toMajor, translate } from '@bet/domain';
import type { CancelCouponResponse } from '@bet/domain/api/cashout';
import type { Executor } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { CatalogStore } from '../../catalog/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { type CouponView, findCouponView } from '../coupons/coupon-queries.ts';
import { closingKey } from '../request-keys.ts';
import { closeCoupon } from './close-coupon.ts';

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
  /** The client's idempotency key, if it sent one (see request-keys.ts). */
  requestId: string | undefined;
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
    requestId: closingKey(c.requestId, 'couponCanceled', c.ticketRef),
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
    const credit = await closeCoupon(tx, view, {
      status: -2,
      kind: 'coupon_refund',
      income: view.coupon.totalStake,
      actorUserId: c.userId,
      requestId: key.requestId,
      now: c.now,
    });
    return { status: true, msg: translate('couponCancelSuccess', c.lang), credit: toMajor(credit) };
  });
}
