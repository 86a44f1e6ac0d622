import type { CouponError } from '@bet/domain/api/placement';
import { create } from 'zustand';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';

/** A live coupon the server holds before accepting it (createCoupon answered `sleeping`). */
export type HeldCoupon = { ticketId: string; until: number };

type PlacementState = {
  /** A createCoupon or couponHold call is on its way: a second tap is ignored. */
  submitting: boolean;
  held: HeldCoupon | null;
  /** The placed coupon's ticket id: the slip then offers re-create, share and quit. */
  placedTicketId: string | null;
  /** The refusal's lines, per match. */
  errors: CouponError[];
};

/** Where the coupon being placed stands (spec 001 section 4, Coupon creation flow). */
export const usePlacementStore = create<PlacementState>(() => ({
  submitting: false,
  held: null,
  placedTicketId: null,
  errors: [],
}));

const pickKeys = (list: readonly { m: number; i: string }[]): string =>
  list.map((s) => `${s.m}:${s.i}`).join();

// A pick added or removed makes another coupon: the placed one's actions and old errors go.
useSlipStore.subscribe((now, before) => {
  if (now.selections === before.selections || pickKeys(now.selections) === pickKeys(before.selections))
    return;
  const { placedTicketId, errors } = usePlacementStore.getState();
  if (placedTicketId !== null || errors.length > 0)
    usePlacementStore.setState({ placedTicketId: null, errors: [] });
});
