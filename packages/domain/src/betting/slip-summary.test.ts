import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../user-defaults.ts';
import { summarizeSlip } from './slip-summary.ts';
import { pick, picksOn } from './test-support.ts';
import type { SlipInput } from './types.ts';

const input = (over: Partial<SlipInput> = {}): SlipInput => ({
  picks: picksOn(3, 2000),
  systemSizes: [],
  amount: 10_00,
  credit: 1_000_00,
  staketype: 0,
  limits: defaultLimits(),
  settings: { maxPicks: 20, maxMultiCoupons: 10, systemFreePicks: 10, maxMultiPicks: 27 },
  ...over,
});
const keys = (summary: ReturnType<typeof summarizeSlip>) => summary.problems.map((p) => p.key);

describe('summarizeSlip', () => {
  it('an empty slip has no type and cannot be created', () => {
    const summary = summarizeSlip(input({ picks: [] }));
    expect(summary).toMatchObject({ ticketType: null, combinations: 0, creatable: false, problems: [] });
  });

  it('a combine coupon multiplies the odds and pays stake times total odds', () => {
    const summary = summarizeSlip(input());
    expect(summary).toMatchObject({
      ticketType: 'KK',
      couponType: 0,
      combinations: 1,
      ticketStake: 10_00,
      totalStake: 10_00,
      totalOdds: 8000,
      maxWin: 80_00,
      maxPay: 80_00,
      creatable: true,
      problems: [],
    });
  });

  it('a system coupon is sent as SK with couponType 2; staketype 1 splits the total across combinations', () => {
    const summary = summarizeSlip(input({ systemSizes: [2], amount: 10_00, staketype: 1 }));
    expect(summary).toMatchObject({
      ticketType: 'SK',
      couponType: 2,
      combinations: 3,
      ticketStake: 333,
      totalStake: 999,
    });
    expect(summary.maxWin).toBe(3 * 1332);
    expect(summary.systemOptions.map((o) => [o.label, o.size, o.count, o.selected])).toEqual([
      ['A', 1, 3, false],
      ['B', 2, 3, true],
      ['C', 3, 1, false],
    ]);
  });

  it('amount is capped at the max stake and at the user credit (warnings)', () => {
    const atMax = summarizeSlip(input({ amount: 300_00 }));
    expect(atMax).toMatchObject({ totalStake: 250_00, stakeClamped: true, creatable: true });
    expect(atMax.problems).toEqual([{ key: 'maxStakeError', params: { max: '250.00' }, blocking: false }]);
    const atCredit = summarizeSlip(input({ amount: 50_00, credit: 20_50 }));
    expect(atCredit).toMatchObject({ totalStake: 20_50, stakeClamped: true, creatable: true });
    expect(keys(atCredit)).toEqual(['noCredit']);
  });

  it('stake is clamped to the min stake', () => {
    const summary = summarizeSlip(input({ amount: 50 }));
    expect(summary.totalStake).toBe(1_00);
    expect(summary.problems).toEqual([{ key: 'minStakeError', params: { min: '1.00' }, blocking: false }]);
  });

  it('credit insufficient (noCredit) blocks when the stake cannot reach the min stake', () => {
    const summary = summarizeSlip(input({ credit: 50 }));
    expect(summary.problems).toContainEqual({ key: 'noCredit', params: {}, blocking: true });
    expect(summary.creatable).toBe(false);
  });

  it('maxPayError with max and amount when the pay limit is exceeded, and the stake that fits', () => {
    const summary = summarizeSlip(input({ picks: picksOn(3, 5000), amount: 200_00 }));
    expect(summary.maxPay).toBe(12_500_00);
    expect(summary.problems).toContainEqual({
      key: 'maxPayError',
      params: { max: '12500.00', amount: '25000.00' },
      blocking: false,
    });
    expect(summary.stakeForMaxPay).toBe(100_00);
    expect(summary.creatable).toBe(true);
  });

  it('the bonus is added to the win of a one-combination coupon', () => {
    const limits = defaultLimits();
    limits.bonusJson = { bonusPercent: 5, bonusTipCount: 3, bonusOdds: 1500 };
    const summary = summarizeSlip(input({ limits, picks: picksOn(4, 2000) }));
    expect(summary).toMatchObject({
      bonusPercent: 5,
      maxWin: 160_00,
      bonus: 8_00,
      maxPay: 168_00,
      bonusTipCount: 4,
    });
  });

  it('odds above the cap are counted at the cap, with a possible-win warning', () => {
    const summary = summarizeSlip(input({ picks: picksOn(2, 20_000), amount: 1_00 }));
    expect(summary.totalOdds).toBe(320_000);
    expect(summary.problems).toContainEqual({
      key: 'possibleWinCapped',
      params: { amount: '320.00' },
      blocking: false,
    });
  });

  it('a single coupon reads the single outcome limits, a combined one the strictest combined limits', () => {
    const single = pick(1, 2000, { limits: { ...pick(1).limits, smas: 40_00 } });
    expect(summarizeSlip(input({ picks: [single], amount: 100_00 })).totalStake).toBe(40_00);
    const strict = pick(2, 2000, { limits: { ...pick(2).limits, kmas: 30_00, smas: 10_00 } });
    expect(summarizeSlip(input({ picks: [pick(1, 2000), strict], amount: 100_00 })).totalStake).toBe(30_00);
  });

  it.each([
    [
      'systemNotAllowed',
      { systemSizes: [2] },
      (i: SlipInput): void => {
        i.limits.system.status = 0;
      },
    ],
    // A new player's multiple status is 1: one pick per match (spec 001 section 5).
    ['multipleNotAllowed', { picks: [pick(1), pick(1, 3000, { outcomeId: 'X' })] }, (): void => {}],
    ['choosetypesError', { picks: picksOn(21) }, (): void => {}],
    [
      'tooManyCombinations',
      { picks: [pick(1), pick(1, 3000, { outcomeId: 'X' }), pick(2), pick(2, 3000, { outcomeId: 'X' })] },
      (i: SlipInput): void => {
        i.limits.multiple.status = 0;
        i.settings.maxMultiCoupons = 3;
      },
    ],
    ['bankersRequired', { picks: picksOn(12), systemSizes: [11] }, (): void => {}],
    [
      'bankersRequired',
      { picks: picksOn(8), systemSizes: [6] },
      (i: SlipInput): void => {
        i.settings.systemFreePicks = 6;
      },
    ],
    [
      'tooManyBankers',
      { picks: picksOn(5).map((p, i) => ({ ...p, banker: i < 3 })), systemSizes: [4] },
      (): void => {},
    ],
    ['invalidInput', { picks: [pick(1, 1850, { banker: true }), pick(2), pick(3), pick(4)] }, (): void => {}],
    [
      'minTipError',
      { picks: [pick(1, 2000, { limits: { ...pick(1).limits, mintip: 3 } }), pick(2)] },
      (): void => {},
    ],
    ['thereAreLockedMatches', { picks: [pick(1), pick(2, 1850, { locked: true })] }, (): void => {}],
    [
      'betLimitWarning',
      { picks: [pick(1)] },
      (i: SlipInput): void => {
        i.limits.single.status = 0;
      },
    ],
    [
      'betLimitWarning',
      { picks: [pick(1), pick(2, 1850, { live: true })] },
      (i: SlipInput): void => {
        i.limits.live.status = 0;
      },
    ],
    ['invalidInput', { systemSizes: [7] }, (): void => {}],
  ] as const)('blocks with %s', (key, over, tweak) => {
    const slip = input(over);
    tweak(slip);
    const summary = summarizeSlip(slip);
    expect(summary.problems.filter((p) => p.blocking).map((p) => p.key)).toContain(key);
    expect(summary.creatable).toBe(false);
  });

  it('a multiple coupon is open when the multiple status is 0', () => {
    const limits = defaultLimits();
    limits.multiple.status = 0;
    const summary = summarizeSlip(
      input({ limits, picks: [pick(1), pick(1, 3000, { outcomeId: 'X' }), pick(2)] }),
    );
    expect(summary).toMatchObject({ ticketType: 'CK', combinations: 2, creatable: true });
  });

  it('any system size of up to 10 free picks can be placed: a 3/6 system is 20 combinations', () => {
    const summary = summarizeSlip(input({ picks: picksOn(6), systemSizes: [3], amount: 1_00 }));
    expect(summary).toMatchObject({ ticketType: 'SK', combinations: 20, creatable: true });
    expect(summary.systemOptions.map((o) => o.count)).toEqual([6, 15, 20, 15, 6, 1]);
  });

  it('2 bankers of 5 are allowed, 3 are not (bankers stay below the pick count minus 2)', () => {
    const withBankers = (n: number) => picksOn(5).map((p, i) => ({ ...p, banker: i < n }));
    expect(summarizeSlip(input({ picks: withBankers(2), systemSizes: [4] })).creatable).toBe(true);
    const three = summarizeSlip(input({ picks: withBankers(3), systemSizes: [4] }));
    expect(three.problems).toContainEqual({ key: 'tooManyBankers', params: { max: 2 }, blocking: true });
  });

  it('an odd below the minimum or above the maximum odds limit is rejected (min limit / max limit)', () => {
    const limits = defaultLimits();
    limits.minOddsCoupon.limit = 1300;
    limits.maxOddsCoupon.limit = 15_000;
    const summary = summarizeSlip(input({ limits, picks: [pick(1, 1250), pick(2, 2000), pick(3, 16_000)] }));
    expect(summary.problems.filter((p) => p.blocking)).toEqual([
      { key: 'minOddsLimit', params: { amount: '1.30' }, matchId: 1, blocking: true },
      { key: 'maxOddsLimit', params: { amount: '15.00' }, matchId: 3, blocking: true },
    ]);
  });

  it('the live limit set applies when a pick is live', () => {
    const limits = defaultLimits();
    limits.live.maxStake = 5_00;
    const summary = summarizeSlip(
      input({ limits, picks: [pick(1), pick(2, 1850, { live: true })], amount: 10_00 }),
    );
    expect(summary.limitKinds).toEqual(['combine', 'live']);
    expect(summary.totalStake).toBe(5_00);
  });

  it('stake never exceeds credit nor the max stake, and payout never exceeds the pay cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(0 as const, 1 as const),
        fc.boolean(),
        (odds, amount, credit, staketype, system) => {
          const picks = odds.map((o, i) => pick(i + 1, o));
          const summary = summarizeSlip(
            input({ picks, amount, credit, staketype, systemSizes: system ? [1] : [] }),
          );
          expect(summary.totalStake).toBeLessThanOrEqual(credit);
          expect(summary.totalStake).toBeLessThanOrEqual(summary.limits.maxStake);
          expect(summary.maxPay).toBeLessThanOrEqual(summary.limits.maxPay);
          for (const v of [
            summary.ticketStake,
            summary.totalStake,
            summary.maxWin,
            summary.bonus,
            summary.maxPay,
          ]) {
            expect(Number.isSafeInteger(v)).toBe(true);
          }
        },
      ),
    );
  });
});
