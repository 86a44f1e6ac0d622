import { describe, expect, it } from 'vitest';
import { addPick, isUsableOdd, type SlipPick } from './slip-picks.ts';

const odd = (matchId: number, outcomeId = '1', odds = 1850): SlipPick => ({
  matchId,
  oddsType: 1,
  special: '',
  outcomeId,
  odds,
});
const options = { multipleAllowed: false, maxPicks: 3, minOdds: 0, maxOdds: 0 };

describe('isUsableOdd', () => {
  const state = { matchActive: true, marketActive: true, outcomeActive: true, suspended: false, odds: 1010 };
  it('an odd is usable only if the match, market and odd are active and the odd exceeds 1.000001', () => {
    expect(isUsableOdd(state)).toBe(true);
    expect(isUsableOdd({ ...state, odds: 1000 })).toBe(false);
    expect(isUsableOdd({ ...state, suspended: true })).toBe(false);
    expect(isUsableOdd({ ...state, matchActive: false })).toBe(false);
    expect(isUsableOdd({ ...state, marketActive: false })).toBe(false);
    expect(isUsableOdd({ ...state, outcomeActive: false })).toBe(false);
  });
});

describe('addPick', () => {
  it('selecting adds to the slip; selecting again removes', () => {
    const added = addPick([], odd(1), options);
    expect(added).toEqual({ list: [odd(1)], result: 'added' });
    expect(addPick(added.list, odd(1), options)).toEqual({ list: [], result: 'removed' });
  });

  it('adding another odd of the same match replaces the earlier one, in its place', () => {
    const list = [odd(1), odd(2), odd(3)];
    expect(addPick(list, odd(2, 'X'), options)).toEqual({
      list: [odd(1), odd(2, 'X'), odd(3)],
      result: 'replaced',
    });
  });

  it('several picks per match stand together when the multiple coupon is open to the user', () => {
    const out = addPick([odd(1)], odd(1, 'X'), { ...options, multipleAllowed: true });
    expect(out).toEqual({ list: [odd(1), odd(1, 'X')], result: 'added' });
  });

  it('reaching the slip limit shows choosetypesError with the count', () => {
    const out = addPick([odd(1), odd(2), odd(3)], odd(4), options);
    expect(out.result).toBe('refused');
    expect(out.list).toHaveLength(3);
    expect(out.problem).toEqual({
      key: 'choosetypesError',
      params: { count: 3 },
      matchId: 4,
      blocking: true,
    });
  });

  it("an odd below the user's minimum odds limit or above the maximum is rejected", () => {
    const limited = { ...options, minOdds: 1300, maxOdds: 10_000 };
    expect(addPick([], odd(1, '1', 1200), limited).problem).toMatchObject({
      key: 'minOddsLimit',
      params: { amount: '1.30' },
    });
    expect(addPick([], odd(1, '1', 12_000), limited).problem).toMatchObject({
      key: 'maxOddsLimit',
      params: { amount: '10.00' },
    });
  });

  it('a refused add shows noSelectSoTips; an unusable pick already on the slip can still be removed', () => {
    expect(addPick([], odd(1), { ...options, usable: false }).problem?.key).toBe('noSelectSoTips');
    expect(addPick([odd(1)], odd(1), { ...options, usable: false }).result).toBe('removed');
  });
});
