// Settling a coupon (spec 001 section 4, Coupon result status): each combination pays its stake
// times the product of its picks' effective odds, capped; the coupon settles once every pick is
// resolved. Exact integer maths throughout, rounded down onto the odds grid and to the minor unit.
import type { PickStatus } from '../api/betting.ts';
import { ratioOnGrid } from '../sportsbook/odds-grid.ts';
import { bonusAmount, combinationPay } from './payout.ts';
import type { PickResult } from './types.ts';

export { type MatchOutcome, resolvePick, SettlementError, type SettlementProblem } from './resolve-pick.ts';

/** An odd as an exact fraction in thousandths: num / den * 1000 is the decimal odd. */
export type Fraction = { num: bigint; den: bigint };

/**
 * What a pick multiplies its combinations by: won its odds, void 1 (stake back), half won the
 * mean of its odds and 1, half lost 0.5 (half the stake back), lost 0. An open pick counts at its
 * odds: the potential, as the slip and cash-out read it.
 */
export function effectiveOdds(odds: number, result: PickResult): Fraction {
  switch (result) {
    case 'won':
    case 'open':
      return { num: BigInt(odds), den: 1000n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_won':
      return { num: BigInt(odds) + 1000n, den: 2000n };
    case 'half_lost':
      return { num: 1n, den: 2n };
    case 'lost':
      return { num: 0n, den: 1n };
  }
}

/**
 * A combination's odds in thousandths from its picks' effective odds: rounded down once onto the
 * odds grid, then capped; with every pick won, the total odds the coupon was placed at.
 */
export function settledCombinationOdds(factors: readonly Fraction[], cap: number): number {
  const num = factors.reduce((acc, f) => acc * f.num, 1000n);
  const den = factors.reduce((acc, f) => acc * f.den, 1n);
  const odds = ratioOnGrid(num, den);
  return cap > 0 ? Math.min(odds, cap) : odds;
}

export type SettleInput = {
  picks: readonly { odds: number; result: PickResult }[];
  /** Pick indices of each combination. */
  combinations: readonly (readonly number[])[];
  ticketStake: number;
  oddsCap: number;
  /** The bonus percent the coupon was placed with (0 for none). */
  bonusPercent: number;
  /** Pay limit of the coupon; 0 = unlimited. */
  maxPay: number;
};

export type Settlement = { state: 'open' | 'won' | 'lost'; win: number; bonus: number; payout: number };

/**
 * Open while any pick is open (spec: a coupon settles when all its selections are resolved).
 * Then 'won' when it pays anything, including a coupon whose picks were all void (stake back),
 * and 'lost' when it pays nothing. The bonus is paid on the win only when every pick won outright;
 * win plus bonus is capped at maxPay, the bonus giving way first.
 */
export function settleCoupon(coupon: SettleInput): Settlement {
  if (coupon.picks.some((p) => p.result === 'open')) return { state: 'open', win: 0, bonus: 0, payout: 0 };
  const factors = coupon.picks.map((p) => effectiveOdds(p.odds, p.result));
  const win = coupon.combinations.reduce((sum, combo) => {
    const odds = settledCombinationOdds(
      combo.map((i) => factors[i]!),
      coupon.oddsCap,
    );
    return sum + combinationPay(coupon.ticketStake, odds);
  }, 0);
  const allWon = coupon.picks.every((p) => p.result === 'won');
  const bonus = allWon ? bonusAmount(win, coupon.bonusPercent) : 0;
  const payout = coupon.maxPay > 0 ? Math.min(win + bonus, coupon.maxPay) : win + bonus;
  const paidWin = Math.min(win, payout);
  return { state: payout > 0 ? 'won' : 'lost', win: paidWin, bonus: payout - paidWin, payout };
}

const STATUS_CODES: Record<PickResult, PickStatus> = {
  open: 0,
  won: 1,
  lost: -1,
  void: 2,
  half_won: 3,
  half_lost: -3,
};

/** The numeric pick status of coupon rows. */
export const pickStatusCode = (result: PickResult): PickStatus => STATUS_CODES[result];
