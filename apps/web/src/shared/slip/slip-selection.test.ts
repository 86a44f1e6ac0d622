import { describe, expect, it } from 'vitest';
import { freshSelections, hasSelection, isSelectionLocked, SELECTION_TTL_MS } from './slip-selection.ts';
import { slipPick as pick } from './test-picks.ts';

describe('slip selections', () => {
  it('tells the same outcome key of two matches apart', () => {
    expect(hasSelection([pick(1, '1_1_')], '1_1_', 2)).toBe(false);
    expect(hasSelection([pick(1, '1_1_')], '1_1_', 1)).toBe(true);
  });

  it('drops picks older than five minutes', () => {
    const now = 10 * 60_000;
    const list = [
      pick(1, '1_1_', { addedAt: now - SELECTION_TTL_MS - 1 }),
      pick(2, '1_1_', { addedAt: now - SELECTION_TTL_MS }),
      pick(3, '1_1_', { addedAt: now - 1000 }),
    ];
    expect(freshSelections(list, now).map((s) => s.m)).toEqual([2, 3]);
  });

  it('locks a pick while any level stops it', () => {
    const open = { match: false, inactive: false, market: false, odd: false };
    expect(isSelectionLocked(pick(1))).toBe(false);
    expect(isSelectionLocked(pick(1, '1_1_', { locks: open }))).toBe(false);
    expect(isSelectionLocked(pick(1, '1_1_', { locks: { ...open, market: true } }))).toBe(true);
  });
});
