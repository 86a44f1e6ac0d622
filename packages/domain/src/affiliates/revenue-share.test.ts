import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateOf, revenueShare } from './revenue-share.ts';

const base = { carriedIn: 0, carryOver: true, percentBp: 2500, subShares: 0, tierBp: 0 };

describe('revenue share', () => {
  it('takes the percentage of stakes minus wins minus bonuses, rounded down', () => {
    expect(revenueShare({ ...base, stakes: 100_01, wins: 30_00, bonuses: 10_00 })).toEqual({
      ngr: 60_01,
      base: 60_01,
      share: 15_00,
      tierShare: 0,
      total: 15_00,
      carriedOut: 0,
    });
  });

  it('carries a loss into the next period when the switch is on, and forgets it when off', () => {
    const losing = revenueShare({ ...base, stakes: 10_00, wins: 50_00, bonuses: 0 });
    expect(losing).toMatchObject({ ngr: -40_00, share: 0, carriedOut: -40_00 });
    const next = revenueShare({ ...base, stakes: 100_00, wins: 0, bonuses: 0, carriedIn: losing.carriedOut });
    expect(next).toMatchObject({ base: 60_00, share: 15_00, carriedOut: 0 });

    const off = { ...base, carryOver: false };
    expect(revenueShare({ ...off, stakes: 10_00, wins: 50_00, bonuses: 0 }).carriedOut).toBe(0);
    expect(revenueShare({ ...off, stakes: 100_00, wins: 0, bonuses: 0, carriedIn: -40_00 }).share).toBe(
      25_00,
    );
  });

  it('adds the second tier on the sub-affiliates’ shares', () => {
    const r = revenueShare({ ...base, stakes: 0, wins: 0, bonuses: 0, subShares: 99_99, tierBp: 1000 });
    expect(r).toMatchObject({ share: 0, tierShare: 9_99, total: 9_99 });
  });

  it('never pays a negative share and never pays more than the percentage of the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: -1e12, max: 0 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stakes, wins, carriedIn, percentBp) => {
          const r = revenueShare({ ...base, stakes, wins, bonuses: 0, carriedIn, percentBp });
          expect(r.share).toBeGreaterThanOrEqual(0);
          expect(r.share).toBeLessThanOrEqual(Math.max(0, r.base));
          expect(r.carriedOut).toBeLessThanOrEqual(0);
        },
      ),
    );
    expect(rateOf(-5, 5000)).toBe(0);
  });
});
