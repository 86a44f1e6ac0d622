import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialPayout, type SellablePick, sellEligibility, sellPrice } from './cashout.ts';
import type { PickResult } from './types.ts';

const open = (over: Partial<SellablePick> = {}): SellablePick => ({
  live: false,
  started: false,
  suspended: false,
  result: 'open',
  ...over,
});
const coupon = (picks: SellablePick[], over: Partial<Parameters<typeof sellEligibility>[0]> = {}) =>
  sellEligibility({ status: 0, ticketType: 'KK', picks, ...over });

describe('sellEligibility', () => {
  it('an open prematch coupon before kick-off can be sold', () => {
    expect(coupon([open(), open()])).toEqual({ ok: true });
    expect(coupon([open({ live: true, started: true }), open({ live: true, started: true })])).toEqual({
      ok: true,
    });
  });

  it.each([
    ['only open coupons can be sold or cashed out', [open()], { status: 1 as const }, 'sellOnlyOpenCoupons'],
    [
      'not in the detail view when the type is CK',
      [open()],
      { ticketType: 'CK' as const },
      'sellNoEligibleCoupon',
    ],
    [
      'not in the detail view when the type is SK',
      [open()],
      { ticketType: 'SK' as const },
      'sellNoEligibleCoupon',
    ],
    [
      'all selections must be live-or-prematch only',
      [open(), open({ live: true })],
      {},
      'sellCombineStartError',
    ],
    ['no match started', [open(), open({ started: true })], {}, 'sellCombineStartError'],
    ['no market paused', [open({ live: true, suspended: true })], {}, 'sellPausedMatches'],
    ['a lost pick', [open({ result: 'lost' }), open()], {}, 'sellNoEligibleCoupon'],
  ])('%s', (_rule, picks, over, key) => {
    expect(coupon(picks, over)).toEqual({ ok: false, key });
  });
});

const input = (picks: { acceptedOdds: number; currentOdds: number; result: PickResult }[], over = {}) => ({
  ticketStake: 10_00,
  combinations: [picks.map((_, i) => i)],
  picks,
  oddsCap: 320_000,
  maxPay: 0,
  marginBp: 0,
  ...over,
});

describe('sellPrice', () => {
  it('is the potential payout times the chance the open picks still win, less the margin', () => {
    const picks = [
      { acceptedOdds: 2000, currentOdds: 1000, result: 'won' as const },
      { acceptedOdds: 2000, currentOdds: 1250, result: 'open' as const },
    ];
    expect(potentialPayout(input(picks))).toBe(40_00);
    expect(sellPrice(input(picks))).toBe(32_00);
    expect(sellPrice(input(picks, { marginBp: 500 }))).toBe(30_40);
  });

  it('scales down with the pay limit', () => {
    const picks = [{ acceptedOdds: 4000, currentOdds: 2000, result: 'open' as const }];
    expect(sellPrice(input(picks, { maxPay: 20_00 }))).toBe(10_00);
  });

  it('is 0 when a pick lost or an open pick has no price', () => {
    expect(sellPrice(input([{ acceptedOdds: 2000, currentOdds: 1500, result: 'lost' }]))).toBe(0);
    expect(sellPrice(input([{ acceptedOdds: 2000, currentOdds: 0, result: 'open' }]))).toBe(0);
  });

  const pickArb = fc.record({
    acceptedOdds: fc.integer({ min: 1010, max: 30_000 }),
    currentOdds: fc.integer({ min: 1010, max: 30_000 }),
    result: fc.constantFrom<PickResult>('open', 'open', 'won', 'void', 'half_won'),
  });

  it('price never exceeds the potential payout and is a whole amount', () => {
    fc.assert(
      fc.property(
        fc.array(pickArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (picks, stake, maxPay, marginBp) => {
          const value = input(picks, { ticketStake: stake, maxPay, marginBp });
          const price = sellPrice(value);
          expect(Number.isSafeInteger(price) && price >= 0).toBe(true);
          expect(price).toBeLessThanOrEqual(potentialPayout(value));
        },
      ),
    );
  });

  it('price rises when a current odd falls', () => {
    fc.assert(
      fc.property(
        fc.array(pickArb, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.integer({ min: 1, max: 5000 }),
        (picks, at, drop) => {
          const index = at % picks.length;
          const target = picks[index]!;
          fc.pre(target.result === 'open' && target.currentOdds - drop > 1000);
          const lower = picks.map((p, i) => (i === index ? { ...p, currentOdds: p.currentOdds - drop } : p));
          expect(sellPrice(input(lower))).toBeGreaterThanOrEqual(sellPrice(input(picks)));
        },
      ),
    );
  });

  it('price is 0 if a pick lost', () => {
    fc.assert(
      fc.property(fc.array(pickArb, { minLength: 1, maxLength: 5 }), fc.nat(), (picks, at) => {
        const lost = picks.map((p, i) => (i === at % picks.length ? { ...p, result: 'lost' as const } : p));
        expect(sellPrice(input(lost))).toBe(0);
      }),
    );
  });
});
