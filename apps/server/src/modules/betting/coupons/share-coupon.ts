// shareCoupon (spec 001 section 2, Coupon share page): open to anyone holding the ticket id, and
// showing the coupon and its matches only, nothing of the player.
import type { ShareCouponResponse } from '@bet/domain/api/betting';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Catalog } from '../../catalog/index.ts';
import { presentShared, type Viewing } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

/** By the unguessable ticket id only: coupon numbers are sequential. */
export async function shareCouponCall(
  db: Executor,
  catalog: Catalog,
  ticketId: string,
  base: Viewing,
): Promise<ShareCouponResponse> {
  const view = await findCouponView(db, ticketId, { byNumber: false });
  if (!view) throw notFound('couponNotFound');
  const ctx = await presentContextFor(db, catalog, [view], base);
  return { status: true, coupon: presentShared(view, ctx) };
}
