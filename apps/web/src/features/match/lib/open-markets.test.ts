import { describe, expect, it } from 'vitest';
import { NO_OPEN_MARKETS, OPEN_ON_LOAD, seedOpenMarkets, toggleMarket } from './open-markets.ts';

const keys = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);

describe('open markets', () => {
  it('opens the first 10 rows on load and leaves the rest closed', () => {
    const state = seedOpenMarkets(NO_OPEN_MARKETS, keys(0, 14));
    expect(OPEN_ON_LOAD).toBe(10);
    expect([...state.open]).toEqual(keys(0, 10));
    expect(state.seen.size).toBe(14);
  });

  it('toggles a row by its title', () => {
    const loaded = seedOpenMarkets(NO_OPEN_MARKETS, keys(0, 12));
    const closed = toggleMarket(loaded, 'm3');
    expect(closed.open.has('m3')).toBe(false);
    const reopened = toggleMarket(toggleMarket(closed, 'm11'), 'm3');
    expect(reopened.open.has('m3')).toBe(true);
    expect(reopened.open.has('m11')).toBe(true);
  });

  it('keeps the state of seen rows when the list changes, and returns the same state when nothing is new', () => {
    const loaded = toggleMarket(seedOpenMarkets(NO_OPEN_MARKETS, keys(0, 12)), 'm0');
    // The list reorders: m11 moves to the top, m0 stays closed, m11 stays closed.
    const reordered = ['m11', ...keys(0, 11)];
    expect(seedOpenMarkets(loaded, reordered)).toBe(loaded);
    expect(loaded.open.has('m0')).toBe(false);
    expect(loaded.open.has('m11')).toBe(false);
  });

  it('opens a new row that appears among the first 10, but not one further down', () => {
    const loaded = seedOpenMarkets(NO_OPEN_MARKETS, keys(0, 12));
    const next = seedOpenMarkets(loaded, ['new-top', ...keys(0, 12), 'new-bottom']);
    expect(next.open.has('new-top')).toBe(true);
    expect(next.open.has('new-bottom')).toBe(false);
  });
});
