// couponDetail (spec 001 sections 2 and 7): the coupon, its match rows and its sell offer, for its
// owner only. Anyone else hears that there is no such coupon; sharing goes through shareCoupon.
import type { CouponDetailResponse } from '@bet/domain/api/betting';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Catalog } from '../../catalog/index.ts';
import { type Offering, offerOf, presentDetail, presentMatchRows, type Viewing } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

export type DetailCaller = Viewing &
  Offering & {
    /** null for a visitor. */
    userId: number | null;
  };

/** The owner's view of a coupon by ticket id or number; `archived` changes nothing (nothing is archived). */
export async function couponDetailCall(
  db: Executor,
  catalog: Catalog,
  ref: string,
  caller: DetailCaller,
): Promise<CouponDetailResponse> {
  const view =
    caller.userId === null
      ? undefined
      : await findCouponView(db, ref, { byNumber: true, ownerId: caller.userId });
  if (!view) throw notFound('couponNotFound');
  const ctx = await presentContextFor(db, catalog, [view], caller);
  return {
    status: true,
    coupon: { result: presentDetail(view, ctx) },
    results: presentMatchRows(view, ctx),
    sellType: offerOf(view, ctx),
  };
}
