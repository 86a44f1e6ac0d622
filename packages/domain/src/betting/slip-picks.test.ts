import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../user-defaults.ts';
import { addPick, isUsableOdd, type SlipPick } from './slip-picks.ts';
import { summarizeSlip } from './slip-summary.ts';
import { pick } from './test-support.ts';
import { multipleAllowed } from './ticket-type.ts';

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

describe('picks the slip adds and the coupon rules', () => {
  it('taps under the player’s multiple status never build a coupon the rules refuse as a multiple', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const),
        fc.array(
          fc.record({ match: fc.integer({ min: 1, max: 3 }), outcome: fc.constantFrom('1', 'X', '2') }),
          {
            maxLength: 10,
          },
        ),
        (status, taps) => {
          const limits = defaultLimits();
          limits.multiple.status = status;
          let list: SlipPick[] = [];
          for (const tap of taps) {
            const rules = { multipleAllowed: multipleAllowed(limits), maxPicks: 20, minOdds: 0, maxOdds: 0 };
            list = addPick(list, odd(tap.match, tap.outcome), rules).list;
          }
          const summary = summarizeSlip({
            picks: list.map((p) => pick(p.matchId, p.odds, { outcomeId: p.outcomeId })),
            systemSizes: [],
            amount: 1_00,
            credit: 1_000_00,
            staketype: 0,
            limits,
            settings: { maxPicks: 20, maxMultiCoupons: 100, systemFreePicks: 10, maxMultiPicks: 27 },
          });
          expect(summary.problems.map((p) => p.key)).not.toContain('multipleNotAllowed');
          if (status === 1) expect(summary.ticketType).not.toBe('CK');
        },
      ),
    );
  });
});
