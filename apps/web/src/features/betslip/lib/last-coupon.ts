// The last placed coupon, kept in local storage with its ticket id (spec 001 section 4, Coupon
// creation flow, step 4).

export const LAST_COUPON_KEY = 'lastCoupon';

export type LastCoupon = { ticketId: string; couponId?: number; placedAt: number };

export function saveLastCoupon(coupon: LastCoupon): void {
  try {
    localStorage.setItem(LAST_COUPON_KEY, JSON.stringify(coupon));
  } catch {
    // Storage can be off (private mode); the coupon is on the server all the same.
  }
}
