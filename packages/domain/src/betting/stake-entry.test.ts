import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickStakeAmount, type StakeCaps, stakeLimit, stakeText, typeStakeText } from './stake-entry.ts';

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

describe('stakeText', () => {
  it.each([
    [15_00, '.', '15'],
    [12_50, ',', '12,50'],
    [7, '.', '0.07'],
  ] as const)('%d with %s is %s', (amount, separator, text) => {
    expect(stakeText(amount, separator)).toBe(text);
  });
});

describe('typeStakeText', () => {
  it.each([
    ['', { text: '', amount: null }],
    ['25', { text: '25', amount: 25_00 }],
    ['007', { text: '7', amount: 7_00 }],
    ['12,5', { text: '12,5', amount: 12_50 }],
    ['12.05', { text: '12.05', amount: 12_05 }],
    ['0,29', { text: '0,29', amount: 29 }],
    ['3,', { text: '3,', amount: 3_00 }],
    [',', { text: ',', amount: null }],
    ['99999', { text: '99999', amount: 99_999_00 }],
  ])('keeps %j', (typed, result) => {
    expect(typeStakeText(typed, open)).toEqual(result);
  });

  it.each(['12a', '1,2,3', '1.2,3', '-5', '1e3', '123456', '1,234', '12 5'])('refuses %j', (typed) => {
    expect(typeStakeText(typed, open)).toBeNull();
  });

  it('replaces an amount above the caps by the cap, in the separator typed or the language’s', () => {
    const caps = { maxStake: 250_00, credit: 120_50 };
    expect(typeStakeText('900', caps, ',')).toEqual({ text: '120,50', amount: 120_50 });
    expect(typeStakeText('900.5', caps, ',')).toEqual({ text: '120.50', amount: 120_50 });
    expect(typeStakeText('3', { maxStake: 0, credit: 0 })).toEqual({ text: '0', amount: 0 });
  });

  it('reads every accepted text as its exact minor units, never above the caps', () => {
    const text = fc
      .tuple(fc.stringMatching(/^\d{0,5}$/), fc.constantFrom('.', ','), fc.stringMatching(/^\d{0,2}$/))
      .map(([w, s, d]) => `${w}${s}${d}`);
    fc.assert(
      fc.property(text, fc.nat(20_000_000), (typed, credit) => {
        const caps = { maxStake: 0, credit };
        const read = typeStakeText(typed, caps);
        expect(read).not.toBeNull();
        if (read?.amount === null || !read) return;
        const [w = '', d = ''] = typed.split(/[.,]/);
        const exact = Number(w || '0') * 100 + Number(d.padEnd(2, '0'));
        expect(read.amount).toBe(Math.min(exact, credit));
      }),
    );
  });
});
