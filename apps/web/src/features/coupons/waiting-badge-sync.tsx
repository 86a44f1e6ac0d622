import { useEffect } from 'react';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { useHistoryRange } from './hooks/use-history-range.ts';
import { waitingPayload } from './lib/coupon-filters.ts';

/** How often the waiting-coupon count is asked again; coupon actions refresh it at once. */
export const WAITING_REFRESH_MS = 60_000;

/** Keeps the footer and right-menu count of waiting coupons (ucps status 0, limit 10) while signed in. */
export function WaitingBadgeSync() {
  const signedIn = useUser() !== null;
  return signedIn ? <WaitingCount /> : null;
}

function WaitingCount() {
  const range = useHistoryRange();
  const { data } = useCoupons(waitingPayload(range), WAITING_REFRESH_MS);
  const setWaitingCoupons = useSlipBadgeStore((s) => s.setWaitingCoupons);
  const count = data ? Math.max(data.totalCount, data.results.length) : 0;
  useEffect(() => setWaitingCoupons(count), [count, setWaitingCoupons]);
  // Signing out unmounts it: the badges go back to nothing.
  useEffect(() => () => setWaitingCoupons(0), [setWaitingCoupons]);
  return null;
}
