// Selling a running coupon back (spec 001 section 4 Sell flow, section 5 Cashout eligibility):
// whether it may be sold now, and its fair price from the current odds, in exact integer maths.
import { combinationPay } from './payout.ts';
import { effectiveOdds, settledCombinationOdds } from './settle.ts';
import type { CouponStatus, PickResult, TicketType } from './types.ts';

export type SellablePick = { live: boolean; started: boolean; suspended: boolean; result: PickResult };

export type SellEligibility = { ok: true } | { ok: false; key: string };

/**
 * Only an open coupon, not a multiple or system one, with no lost pick, whose picks are all live
 * or all prematch, no prematch match started and no market or match paused, can be sold.
 */
export function sellEligibility(coupon: {
  status: CouponStatus;
  ticketType: TicketType;
  picks: readonly SellablePick[];
}): SellEligibility {
  const no = (key: string): SellEligibility => ({ ok: false, key });
  if (coupon.status !== 0) return no('sellOnlyOpenCoupons');
  if (coupon.ticketType === 'CK' || coupon.ticketType === 'SK') return no('sellNoEligibleCoupon');
  const { picks } = coupon;
  if (picks.some((p) => p.result === 'lost' || p.result === 'half_lost')) return no('sellNoEligibleCoupon');
  const live = picks.filter((p) => p.live).length;
  if (live > 0 && live < picks.length) return no('sellCombineStartError');
  if (picks.some((p) => !p.live && p.started)) return no('sellCombineStartError');
  if (picks.some((p) => p.result === 'open' && p.suspended)) return no('sellPausedMatches');
  return { ok: true };
}

export type SellPriceInput = {
  ticketStake: number;
  combinations: readonly (readonly number[])[];
  /** Odds in thousandths: accepted on the coupon, current now (only open picks' current odds are read). */
  picks: readonly { acceptedOdds: number; currentOdds: number; result: PickResult }[];
  oddsCap: number;
  /** Pay limit of the coupon; 0 = unlimited. */
  maxPay: number;
  /** The house's cut of the fair value, in basis points (500 = 5%). */
  marginBp: number;
};

/** What each combination pays when every open pick wins, at the accepted odds, capped. */
function combinationPays(input: Omit<SellPriceInput, 'marginBp'>): number[] {
  const factors = input.picks.map((p) => effectiveOdds(p.acceptedOdds, p.result));
  return input.combinations.map((combo) =>
    combinationPay(
      input.ticketStake,
      settledCombinationOdds(
        combo.map((i) => factors[i]!),
        input.oddsCap,
      ),
    ),
  );
}

const capAt = (amount: number, maxPay: number): number => (maxPay > 0 ? Math.min(amount, maxPay) : amount);

/** What the coupon pays when every open pick wins, within its pay limit. */
export const potentialPayout = (input: Omit<SellPriceInput, 'marginBp'>): number =>
  capAt(
    combinationPays(input).reduce((a, b) => a + b, 0),
    input.maxPay,
  );

/**
 * The price to sell for now: each combination's potential pay times the chance its open picks
 * still win (1 / current odds each), summed, scaled down to the pay limit like the potential,
 * less the margin; rounded down and never above the potential payout. 0 when a pick lost or an
 * open pick has no usable current odd.
 */
export function sellPrice(input: SellPriceInput): number {
  const { picks } = input;
  if (picks.some((p) => p.result === 'lost')) return 0;
  if (picks.some((p) => p.result === 'open' && p.currentOdds <= 1000)) return 0;
  const pays = combinationPays(input);
  const uncapped = pays.reduce((a, b) => a + b, 0);
  if (uncapped === 0) return 0;
  // The fair value as one exact fraction: the sum of pay / product of the open picks' current odds.
  let num = 0n;
  let den = 1n;
  input.combinations.forEach((combo, c) => {
    const open = combo.filter((i) => picks[i]!.result === 'open');
    const odds = open.reduce((acc, i) => acc * BigInt(picks[i]!.currentOdds), 1n);
    num = num * odds + BigInt(pays[c]!) * 1000n ** BigInt(open.length) * den;
    den *= odds;
  });
  const potential = capAt(uncapped, input.maxPay);
  const keep = BigInt(Math.max(0, 10_000 - input.marginBp));
  const price = (num * BigInt(potential) * keep) / (den * BigInt(uncapped) * 10_000n);
  return Math.min(Number(price), potential);
}
