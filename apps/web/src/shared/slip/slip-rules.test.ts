import { describe, expect, it } from 'vitest';
import { DEFAULT_ADD_RULES, type SlipAddRules, toggleSelection } from './slip-rules.ts';
import { slipPick as pick, slipPicks } from './test-picks.ts';

const single: SlipAddRules = { ...DEFAULT_ADD_RULES, multipleAllowed: false };

describe('toggleSelection', () => {
  it('adds a pick of a new match', () => {
    const { selections, result } = toggleSelection([pick(1, '1_1_')], pick(2, '1_X_'), single);
    expect(result).toBe('added');
    expect(selections.map((s) => [s.m, s.i])).toEqual([
      [1, '1_1_'],
      [2, '1_X_'],
    ]);
  });

  it('removes a pick chosen again', () => {
    const { selections, result } = toggleSelection(
      [pick(1, '1_1_'), pick(2, '1_2_')],
      pick(1, '1_1_'),
      single,
    );
    expect(result).toBe('removed');
    expect(selections.map((s) => s.m)).toEqual([2]);
  });

  it('replaces the earlier pick of the same match, in its place, when one per match is the rule', () => {
    const list = [pick(1, '1_1_'), pick(2, '1_2_'), pick(3, '1_X_')];
    const { selections, result } = toggleSelection(list, pick(2, '18_over_2.5', { odd: 1.9 }), single);
    expect(result).toBe('replaced');
    expect(selections.map((s) => s.i)).toEqual(['1_1_', '18_over_2.5', '1_X_']);
    expect(selections[1]?.odd).toBe(1.9);
  });

  it("a new player's second pick of one match replaces the first: no multiple coupon by two taps", () => {
    const { selections, result } = toggleSelection([pick(1, '1_1_')], pick(1, '1_2_'));
    expect(result).toBe('replaced');
    expect(selections.map((s) => s.i)).toEqual(['1_2_']);
  });

  it('keeps several picks of one match when the player may play multiple coupons', () => {
    const rules = { ...single, multipleAllowed: true };
    const { selections, result } = toggleSelection([pick(1, '1_1_')], pick(1, '1_2_'), rules);
    expect(result).toBe('added');
    expect(selections.map((s) => s.i)).toEqual(['1_1_', '1_2_']);
  });

  it('refuses a new match on a full slip with its size, but still removes and replaces', () => {
    const rules = { ...single, maxPicks: 3 };
    const full = slipPicks(3);
    const refused = toggleSelection(full, pick(99), rules);
    expect(refused.result).toBe('full');
    expect(refused.problem).toMatchObject({ key: 'choosetypesError', params: { count: 3 } });
    expect(refused.selections).toHaveLength(3);
    expect(toggleSelection(full, pick(1, '1_2_'), rules).result).toBe('replaced');
    expect(toggleSelection(full, pick(1, '1_1_'), rules).selections).toHaveLength(2);
  });

  it("refuses an odd outside the player's odds limits with the limit", () => {
    const rules = { ...single, minOdds: 1500, maxOdds: 10_000 };
    const low = toggleSelection([], pick(1, '1_1_', { odd: 1.4 }), rules);
    expect([low.result, low.problem?.key, low.problem?.params]).toEqual([
      'refused',
      'minOddsLimit',
      { amount: '1.50' },
    ]);
    const high = toggleSelection([], pick(1, '1_1_', { odd: 12.5 }), rules);
    expect([high.result, high.problem?.key]).toEqual(['refused', 'maxOddsLimit']);
    expect(toggleSelection([], pick(1, '1_1_', { odd: 1.5 }), rules).result).toBe('added');
  });
});
