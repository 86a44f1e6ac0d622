import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfLinesAround, mapsMarkets, seriesScores, signedLine } from './maps.ts';
import { expectValid, prob } from './test-support.ts';

describe('mapsMarkets', () => {
  it('prices a Bo3 from scratch exactly', () => {
    const m = mapsMarkets({ pMap: 0.6, bestOf: 3, maps: [0, 0] });
    expectValid(m);
    // 0.6^2 + 2 * 0.6^2 * 0.4
    expect(prob(m, 186, '', '1')).toBeCloseTo(0.648, 12);
    expect(prob(m, 14, '-1.5', '1')).toBeCloseTo(0.36, 12);
    // Three maps unless someone wins 2-0.
    expect(prob(m, 18, '2.5', 'over')).toBeCloseTo(1 - 0.36 - 0.16, 12);
  });

  it('has only the winner market for a Bo1, equal to the map probability', () => {
    const m = mapsMarkets({ pMap: 0.7, bestOf: 1, maps: [0, 0] });
    expect(m).toHaveLength(1);
    expect(prob(m, 186, '', '1')).toBeCloseTo(0.7, 12);
  });

  it('keeps Bo5 totals monotonic and the handicap ladder ordered', () => {
    const m = mapsMarkets({ pMap: 0.55, bestOf: 5, maps: [0, 0] });
    expectValid(m);
    expect(prob(m, 18, '3.5', 'over')).toBeGreaterThan(prob(m, 18, '4.5', 'over'));
    expect(prob(m, 14, '-2.5', '1')).toBeLessThan(prob(m, 14, '-1.5', '1'));
    expect(prob(m, 14, '-1.5', '1')).toBeLessThan(prob(m, 14, '+1.5', '1'));
  });

  it('gives certainty once the series is decided', () => {
    const m = mapsMarkets({ pMap: 0.2, bestOf: 3, maps: [2, 1] });
    expect(prob(m, 186, '', '1')).toBe(1);
    expect(prob(m, 18, '2.5', 'over')).toBe(1);
    expect(prob(m, 14, '-1.5', '1')).toBe(0);
  });

  it('swaps probabilities when sides swap and sums to one for any state', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<1 | 3 | 5>(1, 3, 5),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (p, bestOf, h, a) => {
          const need = (bestOf + 1) / 2;
          const maps = [Math.min(h, need), Math.min(a, need - 1)] as const;
          const m = mapsMarkets({ pMap: p, bestOf, maps });
          const s = mapsMarkets({ pMap: 1 - p, bestOf, maps: [maps[1], maps[0]] });
          expectValid(m);
          expect(prob(m, 186, '', '1')).toBeCloseTo(prob(s, 186, '', '2'), 12);
          const scores = seriesScores({ pMap: p, bestOf, maps });
          expect(Math.abs(scores.reduce((acc, e) => acc + e.p, 0) - 1)).toBeLessThan(1e-9);
        },
      ),
    );
  });
});

describe('line helpers', () => {
  it('centres half lines on the mean and signs handicaps', () => {
    expect(halfLinesAround(2.7, 3)).toEqual([1.5, 2.5, 3.5]);
    expect(halfLinesAround(-0.2, 1)).toEqual([-0.5]);
    expect(signedLine(1.5)).toBe('+1.5');
    expect(signedLine(-1.5)).toBe('-1.5');
  });
});
