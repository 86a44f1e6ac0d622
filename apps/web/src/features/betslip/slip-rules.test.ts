import { describe, expect, it } from 'vitest';
import {
  freshSelections,
  hasSelection,
  MAX_SELECTIONS,
  SELECTION_TTL_MS,
  type SlipSelection,
  toggleSelection,
} from './slip-rules.ts';

const pick = (m: number, i: string, extra: Partial<SlipSelection> = {}): SlipSelection => ({
  m,
  i,
  ttype: 'L',
  oddstype: 1,
  special: '',
  outcomeid: i.split('_')[1] ?? '1',
  odd: 1.85,
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  sportId: 1,
  typename: 'Maç Sonucu',
  outcome: '1',
  addedAt: 0,
  ...extra,
});

describe('toggleSelection', () => {
  it('adds a pick of a new match', () => {
    const { selections, result } = toggleSelection([pick(1, '1_1_')], pick(2, '1_X_'));
    expect(result).toBe('added');
    expect(selections.map((s) => [s.m, s.i])).toEqual([
      [1, '1_1_'],
      [2, '1_X_'],
    ]);
  });

  it('removes a pick chosen again', () => {
    const { selections, result } = toggleSelection([pick(1, '1_1_'), pick(2, '1_2_')], pick(1, '1_1_'));
    expect(result).toBe('removed');
    expect(selections.map((s) => s.m)).toEqual([2]);
  });

  it('replaces the earlier pick of the same match, in its place', () => {
    const list = [pick(1, '1_1_'), pick(2, '1_2_'), pick(3, '1_X_')];
    const { selections, result } = toggleSelection(list, pick(2, '18_over_2.5', { odd: 1.9 }));
    expect(result).toBe('replaced');
    expect(selections.map((s) => s.i)).toEqual(['1_1_', '18_over_2.5', '1_X_']);
    expect(selections[1]?.odd).toBe(1.9);
  });

  it('tells the same outcome key of two matches apart', () => {
    expect(hasSelection([pick(1, '1_1_')], '1_1_', 2)).toBe(false);
    expect(hasSelection([pick(1, '1_1_')], '1_1_', 1)).toBe(true);
  });

  it('refuses a new match on a full slip but still removes and replaces', () => {
    const full = Array.from({ length: MAX_SELECTIONS }, (_, n) => pick(n + 1, '1_1_'));
    expect(toggleSelection(full, pick(99, '1_1_')).result).toBe('full');
    expect(toggleSelection(full, pick(99, '1_1_')).selections).toHaveLength(MAX_SELECTIONS);
    expect(toggleSelection(full, pick(1, '1_2_')).result).toBe('replaced');
    expect(toggleSelection(full, pick(1, '1_1_')).selections).toHaveLength(MAX_SELECTIONS - 1);
  });
});

describe('freshSelections', () => {
  it('drops picks older than five minutes', () => {
    const now = 10 * 60_000;
    const list = [
      pick(1, '1_1_', { addedAt: now - SELECTION_TTL_MS - 1 }),
      pick(2, '1_1_', { addedAt: now - SELECTION_TTL_MS }),
      pick(3, '1_1_', { addedAt: now - 1000 }),
    ];
    expect(freshSelections(list, now).map((s) => s.m)).toEqual([2, 3]);
  });
});
