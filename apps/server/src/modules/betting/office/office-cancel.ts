// A dealer cancels a coupon of its subtree (spec 002 §6: the coupon cancel permission). The rules of
// the player's cancel hold (open, prematch, no match started) but not its time window.
import { translate } from '@bet/domain';
import type { Actor } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { findUserById, userResource } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { CatalogStore } from '../../catalog/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { cancelRefusal } from '../cashout/cancel-coupon.ts';
import { closeCoupon } from '../cashout/close-coupon.ts';
import { findCouponView } from '../coupons/coupon-queries.ts';

export type OfficeCancel = { requestId: string; ticketId: string; lang: string; now: Date };

/** Refunds the stake once per request id, and records who did it; a refusal changes nothing. */
export function cancelForOffice(db: Executor, store: CatalogStore, actor: Actor, c: OfficeCancel) {
  const key = {
    actorUserId: actor.userId,
    requestId: c.requestId,
    operation: 'officeCancelCoupon',
    input: { ticketId: c.ticketId.toUpperCase() },
  };
  return withIdempotency(db, key, async (tx) => {
    const view = await findCouponView(tx, c.ticketId, { byNumber: false, forUpdate: true });
    const owner = view ? await findUserById(tx, view.coupon.userId) : null;
    // Another site's or another dealer's coupon is as unknown as a missing one.
    if (!view || !owner || owner.siteId !== actor.siteId) throw notFound('couponNotFound');
    authorize(actor, 'coupon.cancel', userResource(owner));
    const refusal = cancelRefusal(view, store, c.now, Number.POSITIVE_INFINITY);
    if (refusal) throw conflict(refusal);
    await closeCoupon(tx, view, {
      status: -2,
      kind: 'coupon_refund',
      income: view.coupon.totalStake,
      actorUserId: actor.userId,
      requestId: c.requestId,
      now: c.now,
    });
    await recordAudit(
      tx,
      actor,
      c.now,
      'coupon.cancel',
      { type: 'coupon', id: view.coupon.ticketId, name: owner.username, path: owner.path },
      {
        before: { status: 0, totalStake: view.coupon.totalStake },
        after: { status: -2, refund: view.coupon.totalStake },
      },
    );
    return { status: true as const, msg: translate('couponCancelSuccess', c.lang) };
  });
}
