import { useLayoutEffect } from 'react';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { placedTicketOf } from '../lib/last-coupon.ts';
import { usePlacementStore } from '../stores/placement-store.ts';

// Once per page load: later the placement store itself knows whether the slip was just placed.
let checked = false;

/**
 * After a reload the slip still holds the picks of the coupon just placed (spec 001 section 4: the
 * slip stays with re-create, share and quit): the saved last coupon brings those actions back,
 * before the create button is painted, rather than offering to place the same coupon again.
 */
export function useRestoredPlacement(userId: number | undefined): void {
  useLayoutEffect(() => {
    if (checked || userId === undefined) return;
    checked = true;
    if (usePlacementStore.getState().placedTicketId !== null) return;
    const ticketId = placedTicketOf(userId, useSlipStore.getState().selections);
    if (ticketId) usePlacementStore.setState({ placedTicketId: ticketId });
  }, [userId]);
}
