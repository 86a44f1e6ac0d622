import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../sportsbook/memory-storage.ts';
import { encodeSlip } from './slip-cookie.ts';
import { DEFAULT_ADD_RULES } from './slip-rules.ts';
import { SELECTION_TTL_MS, type SlipSelection } from './slip-selection.ts';
import { cookieJar } from './test-cookies.ts';
import { slipPick } from './test-picks.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

const pick = (m: number, i: string, addedAt = NOW): SlipSelection => slipPick(m, i, { odd: 2.1, addedAt });

type Stored = { selections: SlipSelection[]; systemSizes?: number[]; amount?: number | null };

async function loadStores(stored?: Stored, cookies: Record<string, string> = {}) {
  const initial: Record<string, string> = stored
    ? { betslip: JSON.stringify({ state: stored, version: 0 }) }
    : {};
  const storage = memoryStorage(initial);
  const jar = cookieJar(cookies);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('document', jar);
  vi.resetModules();
  const { useSlipStore } = await import('./slip-store.ts');
  const { toggleOnSlip } = await import('./slip-rules.ts');
  const { useSlipBadgeStore } = await import('../stores/slip-badge-store.ts');
  return { storage, jar, useSlipStore, useSlipBadgeStore, toggleOnSlip };
}

// The cookie is written a moment after each change: let the last writes land before the next test.
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(async () => {
  await settle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('slip store', () => {
  it('loads the stored picks without the stale ones and counts them on the badge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { useSlipStore, useSlipBadgeStore } = await loadStores({
      selections: [pick(1, '1_1_', NOW - SELECTION_TTL_MS - 1000), pick(2, '1_2_', NOW - 60_000)],
      systemSizes: [],
      amount: 2500,
    });
    expect(useSlipStore.getState().selections.map((s) => s.m)).toEqual([2]);
    expect(useSlipStore.getState().amount).toBe(2500);
    expect(useSlipBadgeStore.getState().count).toBe(1);
  });

  it('starts a slip that went stale without its system choice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const old = NOW - SELECTION_TTL_MS - 1;
    const { useSlipStore } = await loadStores({
      selections: [pick(1, '1_1_', old), pick(2, '1_1_', old), pick(3, '1_1_', old)],
      systemSizes: [2],
    });
    expect(useSlipStore.getState()).toMatchObject({ selections: [], systemSizes: [] });
  });

  it('toggles, replaces, removes and clears, keeping storage and badge in step', async () => {
    const { storage, useSlipStore, useSlipBadgeStore, toggleOnSlip } = await loadStores();
    useSlipStore.setState({ addRules: { ...DEFAULT_ADD_RULES, multipleAllowed: false } });
    expect(toggleOnSlip(pick(1, '1_1_'))).toBe('added');
    expect(toggleOnSlip(pick(2, '1_X_'))).toBe('added');
    expect(useSlipBadgeStore.getState().count).toBe(2);
    expect(toggleOnSlip(pick(1, '1_2_'))).toBe('replaced');
    expect(useSlipStore.getState().has('1_2_', 1)).toBe(true);
    expect(useSlipStore.getState().has('1_1_', 1)).toBe(false);
    expect(toggleOnSlip(pick(2, '1_X_'))).toBe('removed');
    expect(useSlipBadgeStore.getState().count).toBe(1);
    const saved = JSON.parse(storage.getItem('betslip') ?? '{}') as { state: Stored };
    expect(saved.state.selections.map((s) => s.i)).toEqual(['1_2_']);
    useSlipStore.getState().remove('1_2_', 1);
    expect(useSlipStore.getState().selections).toEqual([]);
    toggleOnSlip(pick(3, '1_1_'));
    useSlipStore.setState({ systemSizes: [2] });
    useSlipStore.getState().clear();
    expect(useSlipStore.getState()).toMatchObject({ selections: [], systemSizes: [] });
    expect(useSlipBadgeStore.getState().count).toBe(0);
  });

  it('keeps a refused pick off the slip and says why', async () => {
    const { useSlipStore, toggleOnSlip } = await loadStores();
    useSlipStore.setState({ addRules: { ...DEFAULT_ADD_RULES, minOdds: 2500 } });
    expect(toggleOnSlip(pick(1, '1_1_'))).toBe('refused');
    expect(useSlipStore.getState().selections).toEqual([]);
    expect(useSlipStore.getState().refusal).toMatchObject({
      key: 'minOddsLimit',
      params: { amount: '2.50' },
    });
    useSlipStore.setState({ addRules: DEFAULT_ADD_RULES });
    expect(toggleOnSlip(pick(1, '1_1_'))).toBe('added');
    expect(useSlipStore.getState().refusal).toBeNull();
  });

  it('copies the picks into the betslip cookie for five minutes as they change', async () => {
    const { jar, useSlipStore, toggleOnSlip } = await loadStores();
    toggleOnSlip(pick(4, '1_2_', Date.now()));
    await vi.waitFor(() => expect(jar.cookie).toContain('betslip=z'));
    const expires = Date.parse(jar.lastWrite.split('; expires=')[1]?.split(';')[0] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(295_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(300_000);
    useSlipStore.getState().clear();
    await vi.waitFor(() => expect(jar.cookie).not.toContain('betslip='));
  });

  it('refills an empty local storage from the cookie, without its stale picks', async () => {
    const now = Date.now();
    const value = await encodeSlip([
      pick(5, '1_X_', now - 10_000),
      pick(6, '1_1_', now - SELECTION_TTL_MS - 5000),
    ]);
    const { useSlipStore } = await loadStores(undefined, { betslip: encodeURIComponent(value) });
    await vi.waitFor(() =>
      expect(useSlipStore.getState().selections.map((s) => [s.m, s.i])).toEqual([[5, '1_X_']]),
    );
  });

  it('leaves the cookie alone when local storage has the slip', async () => {
    const now = Date.now();
    const value = await encodeSlip([pick(5, '1_X_', now)]);
    const { useSlipStore } = await loadStores({ selections: [pick(7, '1_1_', now)] }, { betslip: value });
    await settle();
    expect(useSlipStore.getState().selections.map((s) => s.m)).toEqual([7]);
  });
});
