import { create } from 'zustand';

type SlipBadgeState = {
  /** Selections on the bet slip; the betting release keeps it in step with its slip. */
  count: number;
  /** Sum of the slip's maximum payout plus stake, for the floating counter. */
  payout: number;
  /** The player's waiting (open) coupons, for the footer and right-menu badges. */
  waitingCoupons: number;
  setCount(count: number): void;
  setPayout(payout: number): void;
  setWaitingCoupons(count: number): void;
};

/** Counts the layout shows (footer badge, floating counter), filled by the betting features. */
export const useSlipBadgeStore = create<SlipBadgeState>((set) => ({
  count: 0,
  payout: 0,
  waitingCoupons: 0,
  setCount: (count) => set({ count }),
  setPayout: (payout) => set({ payout }),
  setWaitingCoupons: (waitingCoupons) => set({ waitingCoupons }),
}));
