import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationOdds, combinationPay } from './payout.ts';
import { effectiveOdds, pickStatusCode, settleCoupon } from './settle.ts';
import type { PickResult } from './types.ts';

const coupon = (results: PickResult[], odds: number[], combinations = [results.map((_, i) => i)]) => ({
  picks: results.map((result, i) => ({ result, odds: odds[i] ?? 2000 })),
  combinations,
  ticketStake: 10_00,
  oddsCap: 320_000,
  bonusPercent: 0,
  maxPay: 0,
});

describe('effectiveOdds', () => {
  it('won odds, void 1, half won (odds + 1) / 2, half lost 0.5, lost 0', () => {
    const decimal = (r: PickResult) => {
      const f = effectiveOdds(1900, r);
      return Number((f.num * 1_000_000n) / f.den) / 1000;
    };
    expect([
      decimal('won'),
      decimal('void'),
      decimal('half_won'),
      decimal('half_lost'),
      decimal('lost'),
    ]).toEqual([1900, 1000, 1450, 500, 0]);
  });
});

describe('settleCoupon', () => {
  it('a coupon settles when all its selections are resolved', () => {
    expect(settleCoupon(coupon(['won', 'open'], [2000, 2000]))).toEqual({
      state: 'open',
      win: 0,
      bonus: 0,
      payout: 0,
    });
  });

  it('a combination pays stake times the product of its odds', () => {
    expect(settleCoupon(coupon(['won', 'won'], [2000, 1850]))).toEqual({
      state: 'won',
      win: 37_00,
      bonus: 0,
      payout: 37_00,
    });
    expect(settleCoupon(coupon(['won', 'lost'], [2000, 1850]))).toEqual({
      state: 'lost',
      win: 0,
      bonus: 0,
      payout: 0,
    });
  });

  it('a void pick counts at odds 1; a half won at the mean of its odds and 1; a half lost at 0.5', () => {
    expect(settleCoupon(coupon(['won', 'void'], [2000, 1850])).payout).toBe(20_00);
    expect(settleCoupon(coupon(['won', 'half_won'], [2000, 1850])).payout).toBe(28_50);
    expect(settleCoupon(coupon(['won', 'half_lost'], [2000, 1850])).payout).toBe(10_00);
  });

  it('a coupon whose picks are all void pays the stake back and counts as won', () => {
    expect(settleCoupon(coupon(['void', 'void'], [2000, 1850]))).toEqual({
      state: 'won',
      win: 10_00,
      bonus: 0,
      payout: 10_00,
    });
  });

  it('a 2/3 system with one lost pick pays the one combination without it', () => {
    const system = coupon(
      ['won', 'lost', 'won'],
      [2000, 3000, 1500],
      [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
    );
    expect(settleCoupon(system).payout).toBe(30_00);
  });

  it('the bonus is paid on the win only when every pick won', () => {
    expect(settleCoupon({ ...coupon(['won', 'won'], [2000, 2000]), bonusPercent: 10 })).toMatchObject({
      win: 40_00,
      bonus: 4_00,
      payout: 44_00,
    });
    expect(settleCoupon({ ...coupon(['won', 'void'], [2000, 2000]), bonusPercent: 10 })).toMatchObject({
      bonus: 0,
      payout: 20_00,
    });
  });

  it('max payout is capped at the user cap, the bonus giving way first', () => {
    expect(
      settleCoupon({ ...coupon(['won', 'won'], [2000, 2000]), bonusPercent: 10, maxPay: 42_00 }),
    ).toEqual({
      state: 'won',
      win: 40_00,
      bonus: 2_00,
      payout: 42_00,
    });
    expect(settleCoupon({ ...coupon(['won', 'won'], [2000, 2000]), maxPay: 30_00 })).toMatchObject({
      win: 30_00,
      bonus: 0,
    });
  });

  it('settlement of all-won picks equals maxWin before the cap, and never exceeds the pay cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 40_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (odds, stake, maxPay) => {
          const combinations = [odds.map((_, i) => i), [0]];
          const picks = odds.map((o) => ({ odds: o, result: 'won' as const }));
          const input = {
            picks,
            combinations,
            ticketStake: stake,
            oddsCap: 320_000,
            bonusPercent: 0,
            maxPay: 0,
          };
          const maxWin = combinations.reduce(
            (sum, c) =>
              sum +
              combinationPay(
                stake,
                combinationOdds(
                  c.map((i) => odds[i]!),
                  320_000,
                ),
              ),
            0,
          );
          expect(settleCoupon(input).payout).toBe(maxWin);
          const capped = settleCoupon({ ...input, maxPay });
          if (maxPay > 0) expect(capped.payout).toBeLessThanOrEqual(maxPay);
          expect(Number.isSafeInteger(capped.payout) && capped.win + capped.bonus === capped.payout).toBe(
            true,
          );
        },
      ),
    );
  });

  it('mixed results never pay more than all won', () => {
    const result = fc.constantFrom<PickResult>('won', 'lost', 'void', 'half_won', 'half_lost');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1001, max: 20_000 }), result), { minLength: 1, maxLength: 6 }),
        (picks) => {
          const odds = picks.map(([o]) => o);
          const mixed = settleCoupon(
            coupon(
              picks.map(([, r]) => r),
              odds,
            ),
          );
          const allWon = settleCoupon(
            coupon(
              picks.map(() => 'won'),
              odds,
            ),
          );
          expect(mixed.payout).toBeLessThanOrEqual(allWon.payout);
        },
      ),
    );
  });
});

describe('pickStatusCode', () => {
  it('0 open, 1 won, -1 lost, 2 void, 3 half won, -3 half lost', () => {
    const results: PickResult[] = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost'];
    expect(results.map(pickStatusCode)).toEqual([0, 1, -1, 2, 3, -3]);
  });
});
