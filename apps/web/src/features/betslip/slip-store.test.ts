import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../catalog/memory-storage.ts';
import { SELECTION_TTL_MS, type SlipSelection } from './slip-rules.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

const pick = (m: number, i: string, addedAt = NOW): SlipSelection => ({
  m,
  i,
  ttype: 'N',
  oddstype: 1,
  special: '',
  outcomeid: '1',
  odd: 2.1,
  home: 'A',
  away: 'B',
  sportId: 1,
  typename: 'Maç Sonucu',
  outcome: '1',
  addedAt,
});

async function loadStores(stored?: SlipSelection[]) {
  const initial: Record<string, string> = stored
    ? { betslip: JSON.stringify({ state: { selections: stored }, version: 0 }) }
    : {};
  const storage = memoryStorage(initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const { useSlipStore } = await import('./slip-store.ts');
  const { useSlipBadgeStore } = await import('../../shared/stores/slip-badge-store.ts');
  return { storage, useSlipStore, useSlipBadgeStore };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('slip store', () => {
  it('loads the stored picks without the stale ones and counts them on the badge', async () => {
    const { useSlipStore, useSlipBadgeStore } = await loadStores([
      pick(1, '1_1_', NOW - SELECTION_TTL_MS - 1000),
      pick(2, '1_2_', NOW - 60_000),
    ]);
    expect(useSlipStore.getState().selections.map((s) => s.m)).toEqual([2]);
    expect(useSlipBadgeStore.getState().count).toBe(1);
  });

  it('toggles, replaces, removes and clears, keeping storage and badge in step', async () => {
    const { storage, useSlipStore, useSlipBadgeStore } = await loadStores();
    const slip = useSlipStore.getState();
    expect(slip.toggle(pick(1, '1_1_'))).toBe('added');
    expect(slip.toggle(pick(2, '1_X_'))).toBe('added');
    expect(useSlipBadgeStore.getState().count).toBe(2);
    expect(slip.toggle(pick(1, '1_2_'))).toBe('replaced');
    expect(useSlipStore.getState().has('1_2_', 1)).toBe(true);
    expect(useSlipStore.getState().has('1_1_', 1)).toBe(false);
    expect(slip.toggle(pick(2, '1_X_'))).toBe('removed');
    expect(useSlipBadgeStore.getState().count).toBe(1);
    const saved = JSON.parse(storage.getItem('betslip') ?? '{}') as {
      state: { selections: SlipSelection[] };
    };
    expect(saved.state.selections.map((s) => s.i)).toEqual(['1_2_']);
    useSlipStore.getState().remove('1_2_', 1);
    expect(useSlipStore.getState().selections).toEqual([]);
    slip.toggle(pick(3, '1_1_'));
    useSlipStore.getState().clear();
    expect(useSlipStore.getState().selections).toEqual([]);
    expect(useSlipBadgeStore.getState().count).toBe(0);
  });
});
