import { SellableList } from './sellable-list.tsx';

/** The bet slip's coupon tab: waiting coupons that can be sold, refreshed every 30 s; empty: noSellCoupon. */
export function CompactCouponList() {
  return <SellableList variant="compact" />;
}
