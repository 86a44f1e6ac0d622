import { afterEach, describe, expect, it, vi } from 'vitest';
import { slipPick } from '../../../shared/slip/test-picks.ts';
import { memoryStorage } from '../../../shared/sportsbook/memory-storage.ts';

async function loadStores() {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.resetModules();
  const { useSlipStore } = await import('../../../shared/slip/slip-store.ts');
  const { usePlacementStore } = await import('./placement-store.ts');
  return { useSlipStore, usePlacementStore };
}

afterEach(() => vi.unstubAllGlobals());

describe('placement store', () => {
  it("keeps the placed coupon's actions while odds move, and drops them when a pick changes", async () => {
    const { useSlipStore, usePlacementStore } = await loadStores();
    useSlipStore.setState({ selections: [slipPick(1), slipPick(2)] });
    usePlacementStore.setState({ placedTicketId: 'T-1', errors: [{ mid: 2, msg: 'closed' }] });
    useSlipStore.setState({ selections: [slipPick(1, '1_1_', { odd: 2.2 }), slipPick(2)] });
    expect(usePlacementStore.getState().placedTicketId).toBe('T-1');
    useSlipStore.getState().remove('1_1_', 2);
    expect(usePlacementStore.getState()).toMatchObject({ placedTicketId: null, errors: [] });
  });
});
