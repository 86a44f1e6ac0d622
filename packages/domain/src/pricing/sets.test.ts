import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RallySetsState,
  type TennisState,
  tableTennisMarkets,
  tennisMarkets,
  volleyballMarkets,
} from './sets.ts';
import { expectValid, prob } from './test-support.ts';
import type { MarketProbabilities } from './types.ts';

const overs = (markets: MarketProbabilities[], type: number): number[] =>
  markets
    .filter((m) => m.oddsType === type)
    .sort((a, b) => Number(a.special) - Number(b.special))
    .map((m) => m.outcomes[0]!.probability);

const tennis0: TennisState = {
  pServeHome: 0.66,
  pServeAway: 0.6,
  completedSets: [],
  games: [0, 0],
  points: [0, 0],
  serving: 0,
};
const rally0: RallySetsState = { pPoint: 0.53, completedSets: [], points: [0, 0] };

describe('tennisMarkets', () => {
  it('sums to one, favours the better server and keeps totals monotonic', () => {
    const m = tennisMarkets(tennis0);
    expectValid(m);
    expect(prob(m, 186, '', '1')).toBeGreaterThan(0.5);
    const o = overs(m, 189);
    for (let i = 1; i < o.length; i++) expect(o[i]!).toBeLessThanOrEqual(o[i - 1]!);
  });

  it('is even between equal players and symmetric when sides swap', () => {
    const even = tennisMarkets({ ...tennis0, pServeAway: 0.66 });
    // Equal players: who serves first barely matters over a match.
    expect(prob(even, 186, '', '1')).toBeCloseTo(0.5, 2);
    const a = tennisMarkets({ ...tennis0, games: [3, 2], points: [1, 2], serving: 0 });
    const b = tennisMarkets({
      pServeHome: 0.6,
      pServeAway: 0.66,
      completedSets: [],
      games: [2, 3],
      points: [2, 1],
      serving: 1,
    });
    expect(prob(a, 186, '', '1')).toBeCloseTo(prob(b, 186, '', '2'), 12);
    expect(prob(a, 14, '-1.5', '1')).toBeCloseTo(prob(b, 14, '+1.5', '2'), 12);
  });

  it('gives certainty once the match is over', () => {
    const m = tennisMarkets({
      ...tennis0,
      completedSets: [
        [6, 4],
        [7, 6],
      ],
    });
    expectValid(m);
    expect(prob(m, 186, '', '1')).toBe(1);
    expect(prob(m, 181, '', '2:0')).toBe(1);
    expect(prob(m, 189, '22.5', 'over')).toBe(1);
    expect(prob(m, 189, '23.5', 'over')).toBe(0);
  });

  it('handles a tie-break in progress and is fast', () => {
    const start = performance.now();
    const m = tennisMarkets({
      ...tennis0,
      completedSets: [[4, 6]],
      games: [6, 6],
      points: [5, 3],
      serving: 1,
    });
    expect(performance.now() - start).toBeLessThan(200);
    expectValid(m);
    expect(prob(m, 181, '', '2:0')).toBe(0);
  });

  it('sums to one for random states', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 0.9, noNaN: true }),
        fc.double({ min: 0.3, max: 0.9, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom<0 | 1>(0, 1),
        (ph, pa, gh, ga, a, b, serving) => {
          expectValid(
            tennisMarkets({
              pServeHome: ph,
              pServeAway: pa,
              completedSets: [],
              games: [gh, ga],
              points: [a, b],
              serving,
            }),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe.each([
  ['volleyball', volleyballMarkets, 25],
  ['table tennis', tableTennisMarkets, 11],
] as const)('%s', (_, markets, target) => {
  it('sums to one, favours the stronger side and keeps totals monotonic', () => {
    const m = markets(rally0);
    expectValid(m);
    expect(prob(m, 186, '', '1')).toBeGreaterThan(0.5);
    expect(prob(m, 14, '-1.5', '1')).toBeLessThan(prob(m, 14, '+1.5', '1'));
    const o = overs(m, 20);
    for (let i = 1; i < o.length; i++) expect(o[i]!).toBeLessThanOrEqual(o[i - 1]!);
  });

  it('swaps probabilities when the sides swap', () => {
    const a = markets({ pPoint: 0.55, completedSets: [[target, 5]], points: [7, 9] });
    const b = markets({ pPoint: 0.45, completedSets: [[5, target]], points: [9, 7] });
    expect(prob(a, 186, '', '1')).toBeCloseTo(prob(b, 186, '', '2'), 12);
    expect(prob(a, 14, '-1.5', '1')).toBeCloseTo(prob(b, 14, '+1.5', '2'), 12);
    expect(prob(a, 181, '', '3:1')).toBeCloseTo(prob(b, 181, '', '1:3'), 12);
  });

  it('gives certainty once the match is over', () => {
    const m = markets({
      ...rally0,
      completedSets: [
        [target, 3],
        [3, target],
        [target, 3],
        [target, 3],
      ],
    });
    expect(prob(m, 186, '', '1')).toBe(1);
    expect(prob(m, 181, '', '3:1')).toBe(1);
  });

  it('stays valid and in range for random states, deuce included', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 0, max: target + 4 }),
        fc.integer({ min: 0, max: target + 4 }),
        fc.integer({ min: 0, max: 2 }),
        (p, a, b, setsHome) => {
          const completed = Array.from({ length: setsHome }, () => [target, 0] as const);
          expectValid(markets({ pPoint: p, completedSets: completed, points: [a, b] }));
        },
      ),
      { numRuns: 60 },
    );
  });
});
