import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poissonDistribution } from './poisson.ts';
import {
  type BasketballState,
  baseballMarkets,
  basketballMarkets,
  handballMarkets,
  iceHockeyMarkets,
  normalCdf,
} from './scoring.ts';
import { expectValid, prob } from './test-support.ts';
import type { MarketProbabilities } from './types.ts';

const overs = (markets: MarketProbabilities[]): number[] =>
  markets
    .filter((m) => m.oddsType === 18)
    .sort((a, b) => Number(a.special) - Number(b.special))
    .map((m) => m.outcomes[0]!.probability);
const expectMonotonic = (xs: number[]): void => {
  for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeLessThanOrEqual(xs[i - 1]!);
};

describe('normalCdf and poissonDistribution', () => {
  it('are accurate and symmetric', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-0.7) + normalCdf(0.7)).toBe(1);
    expect(poissonDistribution(2.5).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(poissonDistribution(0)).toEqual([1]);
  });
});

const nba: BasketballState = { ratingHome: 115, ratingAway: 110, pace: 98, secondsLeft: 2880, score: [0, 0] };

describe('basketballMarkets', () => {
  it('favours the better team, sums to one and keeps totals monotonic', () => {
    const m = basketballMarkets(nba);
    expectValid(m);
    expect(prob(m, 186, '', '1')).toBeGreaterThan(0.6);
    expectMonotonic(overs(m));
  });

  it('swaps probabilities when sides swap', () => {
    const a = basketballMarkets({ ...nba, secondsLeft: 600, score: [80, 84] });
    const b = basketballMarkets({
      ratingHome: 110,
      ratingAway: 115,
      pace: 98,
      secondsLeft: 600,
      score: [84, 80],
    });
    expect(prob(a, 186, '', '1')).toBeCloseTo(prob(b, 186, '', '2'), 6);
    const line = a.find((x) => x.oddsType === 14)!.special;
    const mirrored = line.startsWith('-') ? `+${line.slice(1)}` : `-${line.slice(1)}`;
    expect(prob(a, 14, line, '1')).toBeCloseTo(prob(b, 14, mirrored, '2'), 6);
  });

  it('gives certainty when regulation is over and sends a tie to overtime', () => {
    const done = basketballMarkets({ ...nba, secondsLeft: 0, score: [101, 99] });
    expect(prob(done, 186, '', '1')).toBe(1);
    expect(prob(done, 18, '199.5', 'over')).toBe(1);
    const tied = prob(basketballMarkets({ ...nba, secondsLeft: 0, score: [99, 99] }), 186, '', '1');
    expect(tied).toBeGreaterThan(0.5);
    expect(tied).toBeLessThan(0.7);
  });

  it('prices a total the score has passed as over for certain, seconds before the end', () => {
    const late = basketballMarkets({ ...nba, secondsLeft: 20, score: [101, 99] });
    const passed = late.filter((m) => m.oddsType === 18 && Number(m.special) < 200);
    expect(passed.length).toBeGreaterThan(0);
    for (const m of passed) expect(prob(late, 18, m.special, 'over')).toBe(1);
  });

  it('stays valid for random states', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 90, max: 130, noNaN: true }),
        fc.double({ min: 90, max: 130, noNaN: true }),
        fc.integer({ min: 0, max: 2880 }),
        fc.integer({ min: 0, max: 140 }),
        fc.integer({ min: 0, max: 140 }),
        (rh, ra, secondsLeft, h, a) => {
          expectValid(
            basketballMarkets({ ratingHome: rh, ratingAway: ra, pace: 98, secondsLeft, score: [h, a] }),
          );
        },
      ),
    );
  });
});

describe.each([
  ['ice hockey', iceHockeyMarkets, 3.3, 2.6],
  ['handball', handballMarkets, 29, 26],
] as const)('%s', (_, markets, strong, weak) => {
  it('favours the stronger side, sums to one and keeps totals monotonic', () => {
    const m = markets({ rateHome: strong, rateAway: weak, minutesLeft: 60, score: [0, 0] });
    expectValid(m);
    expect(prob(m, 1, '', '1')).toBeGreaterThan(prob(m, 1, '', '2'));
    expectMonotonic(overs(m));
  });

  it('swaps probabilities when sides swap', () => {
    const a = markets({ rateHome: strong, rateAway: weak, minutesLeft: 25, score: [1, 2] });
    const b = markets({ rateHome: weak, rateAway: strong, minutesLeft: 25, score: [2, 1] });
    expect(prob(a, 1, '', '1')).toBeCloseTo(prob(b, 1, '', '2'), 12);
    expect(prob(a, 1, '', 'X')).toBeCloseTo(prob(b, 1, '', 'X'), 12);
  });

  it('gives certainty at full time', () => {
    const m = markets({ rateHome: strong, rateAway: weak, minutesLeft: 0, score: [2, 2] });
    expect(prob(m, 1, '', 'X')).toBe(1);
    expect(prob(m, 18, '3.5', 'over')).toBe(1);
  });

  it('stays valid for random states', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: strong * 1.5, noNaN: true }),
        fc.double({ min: 0.1, max: strong * 1.5, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (rh, ra, minutesLeft, h, a) => {
          expectValid(markets({ rateHome: rh, rateAway: ra, minutesLeft, score: [h, a] }));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('baseballMarkets', () => {
  it('favours the stronger side, is symmetric prematch and keeps totals monotonic', () => {
    const m = baseballMarkets({
      runsPerInningHome: 0.55,
      runsPerInningAway: 0.45,
      halfInningsPlayed: 0,
      score: [0, 0],
    });
    expectValid(m);
    expect(prob(m, 186, '', '1')).toBeGreaterThan(0.55);
    expectMonotonic(overs(m));
    const s = baseballMarkets({
      runsPerInningHome: 0.45,
      runsPerInningAway: 0.55,
      halfInningsPlayed: 0,
      score: [0, 0],
    });
    expect(prob(m, 186, '', '1')).toBeCloseTo(prob(s, 186, '', '2'), 12);
    // Who wins is symmetric, by how much is not: a home win in the 9th or later comes a run at a
    // time (the walk-off ends it), so the home favourite covers -1.5 less often than the mirrored away one.
    expect(prob(m, 14, '-1.5', '1')).toBeLessThan(1 - prob(s, 14, '+1.5', '1') - 0.02);
  });

  it('ends the game when home leads after the top of the ninth or nine innings are done', () => {
    const walk = baseballMarkets({
      runsPerInningHome: 0.5,
      runsPerInningAway: 0.5,
      halfInningsPlayed: 17,
      score: [4, 3],
    });
    expect(prob(walk, 186, '', '1')).toBe(1);
    expect(prob(walk, 18, '6.5', 'over')).toBe(1);
    expect(prob(walk, 18, '7.5', 'over')).toBe(0);
    const done = baseballMarkets({
      runsPerInningHome: 0.5,
      runsPerInningAway: 0.5,
      halfInningsPlayed: 18,
      score: [2, 5],
    });
    expect(prob(done, 186, '', '2')).toBe(1);
  });

  it('stays valid for random states', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        (rh, ra, played, h, a) => {
          expectValid(
            baseballMarkets({
              runsPerInningHome: rh,
              runsPerInningAway: ra,
              halfInningsPlayed: played,
              score: [h, a],
            }),
          );
        },
      ),
    );
  });
});
