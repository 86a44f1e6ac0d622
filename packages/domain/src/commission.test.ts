import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOver, earnsCommission, FULL_RATE, formatRate, periodCommission } from './commission.ts';

describe('periodCommission', () => {
  it.each([
    ['10% of 1,000.00', 100_000, 1000, 10_000],
    ['12.50% of 333.33, rounded down', 33_333, 1250, 4166],
    ['0.01% of 99.99: less than a kuruş', 9999, 1, 0],
    ['100% of a period', 12_345, FULL_RATE, 12_345],
    ['a period the players won', -50_000, 1000, 0],
    ['a period that broke even', 0, 1000, 0],
    ['no rate', 100_000, 0, 0],
  ])('%s', (_case, ggr, rate, commission) => {
    expect(periodCommission(ggr, rate)).toBe(commission);
  });

  it('stays exact past the doubles’ integers', () => {
    expect(periodCommission(9_007_199_254_740_991, 9999)).toBe(9_006_298_534_815_516);
  });

  it('is never negative and never more than the rate’s share of a winning period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: FULL_RATE }),
        (ggr, rate) => {
          const commission = periodCommission(ggr, rate);
          expect(commission).toBeGreaterThanOrEqual(0);
          expect(commission * FULL_RATE).toBeLessThanOrEqual(Math.max(ggr, 0) * rate);
          expect(commission).toBeLessThanOrEqual(Math.max(ggr, 0));
        },
      ),
    );
  });

  it('grows with the rate: a sub-dealer below its parent’s rate never earns more than it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: FULL_RATE }),
        fc.integer({ min: 0, max: FULL_RATE }),
        (ggr, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(periodCommission(ggr, low)).toBeLessThanOrEqual(periodCommission(ggr, high));
        },
      ),
    );
  });
});

describe('commissionOver', () => {
  it('takes each period on its own: a losing week does not cancel a winning one', () => {
    expect(commissionOver([100_000, -80_000, 50_000], 1000)).toBe(15_000);
    expect(commissionOver([], 1000)).toBe(0);
  });
});

describe('earnsCommission', () => {
  it('is for the dealers of the tree only', () => {
    expect(['dealer', 'sub_dealer', 'partner'].every(earnsCommission)).toBe(true);
    expect(['admin', 'terminal', 'player', 'robot'].some(earnsCommission)).toBe(false);
  });
});

describe('formatRate', () => {
  it('shows two decimals in the reader’s language', () => {
    expect(formatRate(1250, 'en-GB')).toBe('12.50%');
    expect(formatRate(1250, 'tr-TR')).toBe('%12,50');
    expect(formatRate(0, 'en-GB')).toBe('0.00%');
  });
});
