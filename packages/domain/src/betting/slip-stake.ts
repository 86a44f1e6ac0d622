// The stake of a slip (spec 001 section 4 Stake entry and section 5 Slip rules): the entered amount
// clamped to the min and max stake and capped at the player's credit, per combination.
import type { CouponLimitSet } from '../user-defaults.ts';
import { amountParam } from './params.ts';
import { bonusAmount, combinationPay } from './payout.ts';
import type { SlipProblem } from './types.ts';

export type StakeRequest = {
  /** Entered amount: the total with staketype 1, else per combination. */
  amount: number;
  staketype: 0 | 1;
  combinations: number;
  credit: number;
  limits: Pick<CouponLimitSet, 'minStake' | 'maxStake'>;
};

export type ClampedStake = {
  ticketStake: number;
  totalStake: number;
  clamped: boolean;
  problems: SlipProblem[];
};

/**
 * Clamps in the stake of one combination so the total is always a whole multiple of it: raised to
 * the min stake, lowered to the max stake (0 = none), then to the credit. Clamps are warnings; a
 * stake that cannot reach the minimum (credit or limits too small) blocks.
 */
export function clampStake(request: StakeRequest): ClampedStake {
  const { amount, staketype, combinations: count, credit, limits } = request;
  const problems: SlipProblem[] = [];
  const note = (key: string, params: Record<string, string>, blocking: boolean): void => {
    problems.push({ key, params, blocking });
  };
  if (count <= 0) return { ticketStake: 0, totalStake: 0, clamped: false, problems };
  const requested = staketype === 1 ? Math.floor(amount / count) : amount;
  const perMin = Math.max(1, Math.ceil(limits.minStake / count));
  const perMax = limits.maxStake > 0 ? Math.floor(limits.maxStake / count) : Number.POSITIVE_INFINITY;
  const perCredit = Math.floor(Math.max(0, credit) / count);
  let stake = requested;
  if (stake < perMin) {
    stake = perMin;
    note('minStakeError', { min: amountParam(limits.minStake) }, false);
  }
  if (stake > perMax) {
    stake = perMax;
    note('maxStakeError', { max: amountParam(limits.maxStake) }, perMax < perMin);
  }
  if (stake > perCredit) {
    stake = perCredit;
    note('noCredit', {}, perCredit < perMin);
  }
  return { ticketStake: stake, totalStake: stake * count, clamped: stake !== requested, problems };
}

/** What the coupon pays at this stake per combination when everything wins: win plus bonus. */
export function grossPay(ticketStake: number, combinationOdds: readonly number[], percent: number): number {
  const win = combinationOdds.reduce((sum, odds) => sum + combinationPay(ticketStake, odds), 0);
  return win + bonusAmount(win, percent);
}

/** The largest stake per combination, up to `upTo`, whose gross pay stays within maxPay. */
export function stakeWithinPay(
  upTo: number,
  combinationOdds: readonly number[],
  percent: number,
  maxPay: number,
): number {
  let low = 0;
  let high = upTo;
  // Pay never falls as the stake grows, so the boundary is found by halving.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (grossPay(mid, combinationOdds, percent) <= maxPay) low = mid;
    else high = mid - 1;
  }
  return low;
}
