import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickStakeAmount, type StakeCaps, stakeLimit, typeStakeText } from './stake-entry.ts';

const open: StakeCaps = { maxStake: 0, credit: null };

describe('stakeLimit', () => {
  it.each([
    [{ maxStake: 0, credit: null }, Number.POSITIVE_INFINITY],
    [{ maxStake: 250_00, credit: null }, 250_00],
    [{ maxStake: 250_00, credit: 120_50 }, 120_50],
    [{ maxStake: 0, credit: 0 }, 0],
    [{ maxStake: 0, credit: -5_00 }, 0],
  ])('%o caps at %d', (caps, limit) => {
    expect(stakeLimit(caps)).toBe(limit);
  });
});

describe('quickStakeAmount', () => {
  it('sets the amount with the first tap and adds with later taps (5, then +10 is 15 only after a tap)', () => {
    const first = quickStakeAmount(null, 10_00, open);
    expect(first).toBe(10_00);
    expect(quickStakeAmount(first, 5_00, open)).toBe(15_00);
    expect(quickStakeAmount(15_00, 50_00, open)).toBe(65_00);
  });

  it('stays within the max stake and the credit', () => {
    expect(quickStakeAmount(null, 50_00, { maxStake: 0, credit: 20_00 })).toBe(20_00);
    expect(quickStakeAmount(200_00, 100_00, { maxStake: 250_00, credit: null })).toBe(250_00);
    expect(quickStakeAmount(null, 5_00, { maxStake: 0, credit: 0 })).toBe(0);
  });

  it('never passes the caps, whatever was entered and tapped', () => {
    const caps = fc.record({
      maxStake: fc.nat(1_000_000),
      credit: fc.option(fc.nat(1_000_000), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.option(fc.nat(1_000_000), { nil: null }),
        fc.integer({ min: 1, max: 100_000 }),
        caps,
        (a, q, c) => {
          expect(quickStakeAmount(a, q, c)).toBeLessThanOrEqual(stakeLimit(c));
        },
      ),
    );
  });
});

describe('typeStakeText', () => {
  it.each([
    ['', { text: '', amount: null }],
    ['25', { text: '25', amount: 25_00 }],
    ['007', { text: '7', amount: 7_00 }],
    ['12,5', { text: '12,5', amount: 12_50 }],
    ['0,29', { text: '0,29', amount: 29 }],
    ['1.000', { text: '1.000', amount: 1_000_00 }],
    ['99.999,99', { text: '99.999,99', amount: 99_999_99 }],
  ])('keeps %j in Turkish', (typed, result) => {
    expect(typeStakeText(typed, open, ',')).toEqual(result);
  });

  it.each(['12a', '1,2,3', '123456', '100.000', '1,234'])('refuses %j in Turkish', (typed) => {
    expect(typeStakeText(typed, open, ',')).toBeNull();
  });

  it('replaces an amount above the caps by the cap, as the language writes it', () => {
    const caps = { maxStake: 2_500_00, credit: 1_200_50 };
    expect(typeStakeText('9.000', caps, ',')).toEqual({ text: '1.200,50', amount: 1_200_50 });
    expect(typeStakeText('9000.5', caps, '.')).toEqual({ text: '1,200.50', amount: 1_200_50 });
    expect(typeStakeText('3', { maxStake: 0, credit: 0 }, ',')).toEqual({ text: '0', amount: 0 });
  });
});
