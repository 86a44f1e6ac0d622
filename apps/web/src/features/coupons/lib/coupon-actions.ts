// When a coupon offers sell and cancel (spec 001 section 4, Sell flow and Cancel flow).

import { ApiError } from '@bet/api-client/call-api';
import type { SellOffer } from '@bet/domain/api/betting';
import type { CouponStatus, TicketType } from '@bet/domain/betting/types';

type Sellable = { status: CouponStatus; sellType: SellOffer; ticketType: TicketType };

/**
 * Open, with an active offer above 0. The detail view also keeps multiple (CK) and system (SK)
 * coupons from being sold there.
 */
export function canSell(coupon: Sellable, inDetail: boolean): boolean {
  if (coupon.status !== 0 || coupon.sellType.status !== 1 || !(coupon.sellType.winPrice > 0)) return false;
  return !(inDetail && (coupon.ticketType === 'CK' || coupon.ticketType === 'SK'));
}

/** Only an open coupon the server still marks cancellable (canceled 1). */
export const canCancel = (coupon: { status: CouponStatus; canceled: 0 | 1 }): boolean =>
  coupon.status === 0 && coupon.canceled === 1;

function offerOf(body: Record<string, unknown>): SellOffer | null {
  const offer = body.sellType;
  if (typeof offer !== 'object' || offer === null) return null;
  const { status, winPrice } = offer as Partial<SellOffer>;
  return status === 1 && typeof winPrice === 'number' && winPrice > 0 ? (offer as SellOffer) : null;
}

/**
 * The new price when a sale was refused because the price moved (sellPriceChanged with a new,
 * active offer); null for any other refusal. The player must confirm the new price first.
 */
export function repricedOffer(error: unknown, askedPrice: number): number | null {
  if (!(error instanceof ApiError) || error.key !== 'sellPriceChanged') return null;
  const offer = offerOf(error.body);
  return offer && offer.winPrice !== askedPrice ? offer.winPrice : null;
}
