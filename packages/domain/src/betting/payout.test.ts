import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../user-defaults.ts';
import { bonusAmount, bonusPercent, combinationOdds, combinationPay, oddsCap, stakeSplit } from './payout.ts';

const table = (bonusPercentValue: number, bonusTipCount: number, bonusOdds: number) => ({
  bonusPercent: bonusPercentValue,
  bonusTipCount,
  bonusOdds,
});
const odds = (...values: number[]) => values.map((o) => ({ odds: o }));

describe('combinationOdds', () => {
  it('multiplies in thousandths and rounds the product down once onto the odds grid', () => {
    expect(combinationOdds([1850, 2100], 0)).toBe(3880); // 3.885
    expect(combinationOdds([1333, 1333, 1333], 0)).toBe(2360); // 2.368593037
    expect(combinationOdds([2500], 0)).toBe(2500);
  });

  it('odds are capped at the user maxOddsCoupon limit if set, else at 320', () => {
    expect(combinationOdds([20_000, 20_000], 320_000)).toBe(320_000);
    const limits = defaultLimits();
    expect(oddsCap(limits)).toBe(320_000);
    limits.maxOddsCoupon.limit = 150_000;
    expect(oddsCap(limits)).toBe(150_000);
  });

  it('never exceeds the cap and never overflows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 320_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1001, max: 320_000 }),
        (list, cap) => {
          const value = combinationOdds(list, cap);
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('stakes and pay', () => {
  it('staketype 1 splits the total across combinations', () => {
    expect(stakeSplit(1000, 1, 3)).toEqual({ ticketStake: 333, totalStake: 999 });
  });

  it('otherwise the amount is the stake of each combination', () => {
    expect(stakeSplit(1000, 0, 3)).toEqual({ ticketStake: 1000, totalStake: 3000 });
    expect(stakeSplit(1000, 0, 0)).toEqual({ ticketStake: 0, totalStake: 0 });
  });

  it('a combination pays stake times odds rounded down to the minor unit', () => {
    expect(combinationPay(333, 1850)).toBe(616); // 616.05
    expect(combinationPay(100_000_000_000_000, 320_000)).toBe(32_000_000_000_000_000);
  });

  it('money is always an integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1024 }),
        fc.constantFrom(0 as const, 1 as const),
        fc.integer({ min: 1000, max: 320_000 }),
        (amount, combos, type, odd) => {
          const split = stakeSplit(amount, type, combos);
          expect(Number.isInteger(split.ticketStake) && Number.isInteger(split.totalStake)).toBe(true);
          if (type === 1) expect(split.totalStake).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(combinationPay(split.ticketStake, odd))).toBe(true);
        },
      ),
    );
  });
});

describe('bonus', () => {
  const kk = { ticketType: 'KK', combinations: 1 } as const;

  it('the percent is multiplied by the count above the threshold: reaching it alone pays nothing', () => {
    expect(bonusPercent(odds(1500, 1500, 1500), table(5, 3, 1400), kk)).toBe(0);
    expect(bonusPercent(odds(1500, 1500, 1500, 1500), table(5, 3, 1400), kk)).toBe(5);
    expect(bonusPercent(odds(1500, 1500, 1500, 1500, 1500, 1300), table(5, 3, 1400), kk)).toBe(10);
    expect(bonusPercent(odds(1500, 1500, 1300), table(5, 3, 1400), kk)).toBe(0);
  });

  it('bonus capped at 25 percent', () => {
    expect(bonusPercent(odds(...Array(12).fill(2000)), table(3, 2, 1500), kk)).toBe(25);
  });

  it('the bonus applies only to a single non-multiple coupon with one combination', () => {
    const three = odds(2000, 2000, 2000);
    expect(bonusPercent(three, table(5, 3, 1500), { ticketType: 'SK', combinations: 1 })).toBe(0);
    expect(bonusPercent(three, table(5, 3, 1500), { ticketType: 'CK', combinations: 1 })).toBe(0);
    expect(bonusPercent(three, table(5, 3, 1500), { ticketType: 'KK', combinations: 2 })).toBe(0);
    expect(bonusPercent(odds(2000), table(5, 1, 1500), { ticketType: 'TK', combinations: 1 })).toBe(0);
    expect(bonusPercent(three, table(5, 2, 1500), { ticketType: 'KK', combinations: 1 })).toBe(5);
  });

  it('no bonus when the table is unset', () => {
    expect(bonusPercent(odds(2000, 2000), table(0, 2, 1500), kk)).toBe(0);
    expect(bonusPercent(odds(2000, 2000), table(5, 0, 1500), kk)).toBe(0);
  });

  it('minimum counted odd is above 1.000001', () => {
    expect(bonusPercent(odds(1000, 1000), table(5, 2, 0), kk)).toBe(0);
  });

  it('the bonus amount is taken in basis points and rounded down', () => {
    expect(bonusAmount(12_345, 7.5)).toBe(925); // 925.875
    expect(bonusAmount(12_345, 0)).toBe(0);
  });
});
