// What is shown is what is paid: from the odds as the site prints them, a hand calculation gives
// the total odds the slip shows and the payout it shows, to the kuruş, and placement and settlement
// compute the very same numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, fromThousandths } from '../sportsbook/odds-format.ts';
import { MAX_ODDS } from '../sportsbook/odds-grid.ts';
import { defaultLimits } from '../user-defaults.ts';
import { amountParam } from './params.ts';
import { combinationOdds, combinationPay, oddsCap } from './payout.ts';
import { settleCoupon } from './settle.ts';
import { summarizeSlip } from './slip-summary.ts';
import { pick } from './test-support.ts';
import type { SlipInput } from './types.ts';

/** A decimal as printed ('2.83', '12') as an exact fraction. */
type Exact = { num: bigint; den: bigint };
function exact(text: string): Exact {
  const [whole = '', fraction = ''] = text.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}
const times = (a: Exact, b: Exact): Exact => ({ num: a.num * b.num, den: a.den * b.den });
const same = (a: Exact, b: Exact): boolean => a.num * b.den === b.num * a.den;

/** The hand calculation of total odds: the product of the shown odds, down to the shown decimals, capped. */
function handTotal(shown: readonly string[], cap: number): Exact {
  const product = shown.map(exact).reduce(times, { num: 1n, den: 1n });
  // Two decimals, three below 1.01 (the odds display of spec 001 section 5).
  const decimals = product.num * 100n < product.den * 101n ? 1000n : 100n;
  const total = { num: (product.num * decimals) / product.den, den: decimals };
  const capped = { num: BigInt(cap), den: 1000n };
  return same(total, capped) || total.num * capped.den > capped.num * total.den ? capped : total;
}

/** The hand calculation of a payout in kuruş: stake (as shown) times total odds, down to the kuruş. */
const handPay = (stake: string, total: Exact): number => {
  const s = exact(stake);
  return Number((s.num * total.num * 100n) / (s.den * total.den));
};

const shownOdds = (thousandths: number): string => formatOdds(fromThousandths(thousandths));

// Grid prices: mostly two decimals from 1.01 to 30.00, sometimes the three-decimal band below 1.01.
const gridOdds = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 101, max: 3000 }).map((hundredths) => hundredths * 10) },
  { weight: 1, arbitrary: fc.integer({ min: 1001, max: 1009 }) },
);
const maxOddsLimit = fc.constantFrom(0, 50_000, 1_000_000);
// 0 in every setting leaves the coupon's size unlimited whatever the site's defaults are.
const openSettings = {
  maxPicks: 0,
  maxMultiCoupons: 0,
  maxMultiPicks: 0,
  maxSystemCoupons: 0,
  systemFreePicks: 0,
};

function slip(odds: readonly number[], stake: number, maxOdds: number): SlipInput {
  const limits = defaultLimits();
  limits.maxOddsCoupon = { limit: maxOdds };
  return {
    picks: odds.map((o, i) => pick(i + 1, o)),
    systemSizes: [],
    amount: stake,
    credit: 1_000_000_00,
    staketype: 0,
    limits,
    settings: openSettings,
  };
}

describe('what is shown is what is paid', () => {
  it('the issue: 2.83 x 10.00 pays 28.30; 2.30 x 2.50 x 2.80 is 16.10', () => {
    const single = summarizeSlip(slip([2830], 10_00, 0));
    expect(shownOdds(single.totalOdds)).toBe('2.83');
    expect(amountParam(single.maxWin)).toBe('28.30');
    const three = summarizeSlip(slip([2300, 2500, 2800], 10_00, 0));
    expect(shownOdds(three.totalOdds)).toBe('16.10');
    expect(amountParam(three.maxWin)).toBe('161.00');
  });

  it('property: the slip, placement and settlement agree with a hand calculation from the shown odds', () => {
    fc.assert(
      fc.property(
        fc.array(gridOdds, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1_00, max: 250_00 }),
        maxOddsLimit,
        (odds, stake, maxOdds) => {
          const input = slip(odds, stake, maxOdds);
          const summary = summarizeSlip(input);
          const shown = odds.map(shownOdds);
          const total = handTotal(shown, oddsCap(input.limits));
          // The slip's total odds, as shown, are the hand calculation's.
          expect(same(exact(shownOdds(summary.totalOdds)), total), `${shown.join(' x ')}`).toBe(true);
          // The shown payout is the shown stake times the shown total odds, to the kuruş.
          const paid = handPay(amountParam(summary.ticketStake), exact(shownOdds(summary.totalOdds)));
          expect(summary.maxWin).toBe(paid);
          expect(summary.maxWin).toBe(handPay(amountParam(stake), total));
          // Settlement of the placed coupon, every pick won, pays the same.
          const settled = settleCoupon({
            picks: odds.map((o) => ({ odds: o, result: 'won' })),
            combinations: [odds.map((_, i) => i)],
            ticketStake: summary.ticketStake,
            oddsCap: oddsCap(input.limits),
            bonusPercent: 0,
            maxPay: 0,
          });
          expect(settled.win).toBe(summary.maxWin);
        },
      ),
    );
  });

  it('property: a system coupon pays each combination at its shown total odds, at placement and settlement', () => {
    const system = fc
      .array(gridOdds, { minLength: 3, maxLength: 6 })
      .chain((odds) =>
        fc.record({ odds: fc.constant(odds), size: fc.integer({ min: 2, max: odds.length - 1 }) }),
      );
    fc.assert(
      fc.property(system, fc.integer({ min: 1_00, max: 50_00 }), ({ odds, size }, stake) => {
        const combinations = subsets(odds.length, size);
        const byHand = combinations.reduce((sum, c) => {
          const total = handTotal(
            c.map((i) => shownOdds(odds[i] ?? 0)),
            MAX_ODDS,
          );
          return sum + handPay(amountParam(stake), total);
        }, 0);
        const placed = combinations.reduce(
          (sum, c) =>
            sum +
            combinationPay(
              stake,
              combinationOdds(
                c.map((i) => odds[i] ?? 0),
                MAX_ODDS,
              ),
            ),
          0,
        );
        const settled = settleCoupon({
          picks: odds.map((o) => ({ odds: o, result: 'won' })),
          combinations,
          ticketStake: stake,
          oddsCap: MAX_ODDS,
          bonusPercent: 0,
          maxPay: 0,
        });
        expect(placed).toBe(byHand);
        expect(settled.win).toBe(byHand);
      }),
    );
  });
});

/** Every choice of k of the indices 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];
}
