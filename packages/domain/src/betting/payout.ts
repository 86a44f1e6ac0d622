// Odds and money of one coupon (spec 001 section 5: Bonus, Stake type; section 9: odd cap 320).
// Money is integer minor units and odds integer thousandths; products go through BigInt and
// every result is rounded down (odds onto the odds grid, money to the minor unit).
import { oddsCapOf, ratioOnGrid } from '../sportsbook/odds-grid.ts';
import type { UserLimits } from '../user-defaults.ts';
import type { TicketType } from './types.ts';

/** Spec: the bonus is capped at 25 percent. */
export const MAX_BONUS_PERCENT = 25;
/** Spec: only odds above 1.000001 count; in thousandths that is anything above 1.000. */
const MIN_COUNTED_ODDS = 1001;

/**
 * Product of the odds (thousandths), rounded down once onto the odds grid, then capped (cap 0 = none):
 * the total odds the slip shows and the coupon is paid at.
 */
export function combinationOdds(odds: readonly number[], cap: number): number {
  if (odds.length === 0) return 1000;
  const numerator = odds.reduce((acc, odd) => acc * BigInt(odd), 1n);
  const product = ratioOnGrid(numerator, 1000n ** BigInt(odds.length - 1));
  return cap > 0 ? Math.min(product, cap) : product;
}

/** Spec: odds are capped at the user's maxOddsCoupon limit when set, else at 320. */
export const oddsCap = (limits: UserLimits): number => oddsCapOf(limits.maxOddsCoupon.limit);

/**
 * Spec: with staketype 1 the amount is the whole stake, split evenly across the combinations
 * (rounded down, so the total is the split times the count); otherwise it is per combination.
 */
export function stakeSplit(
  amount: number,
  staketype: 0 | 1,
  combinations: number,
): { ticketStake: number; totalStake: number } {
  if (combinations <= 0) return { ticketStake: 0, totalStake: 0 };
  const ticketStake = staketype === 1 ? Math.floor(amount / combinations) : amount;
  return { ticketStake, totalStake: ticketStake * combinations };
}

/** What one combination pays when it wins: stake times odds, rounded down. */
export const combinationPay = (ticketStake: number, odds: number): number =>
  Number((BigInt(ticketStake) * BigInt(odds)) / 1000n);

/** The bonus table of the user's limits (bonusOdds in thousandths). */
export type BonusTable = UserLimits['bonusJson'];

/** How many picks count toward the bonus: odds at least bonusOdds (and above 1.000). */
export const bonusTipCount = (picks: readonly { odds: number }[], table: BonusTable): number =>
  picks.filter((p) => p.odds >= Math.max(table.bonusOdds, MIN_COUNTED_ODDS)).length;

/**
 * Spec Bonus: once bonusTipCount picks reach bonusOdds, the percent is bonusPercent times the count
 * above the threshold (count - bonusTipCount: reaching it alone adds nothing), capped at 25. Only a
 * coupon of one combination that is not a multiple or system coupon (TK, KK) gets one; none when the
 * table is unset.
 */
export function bonusPercent(
  picks: readonly { odds: number }[],
  table: BonusTable,
  coupon: { ticketType: TicketType; combinations: number },
): number {
  if (table.bonusTipCount <= 0 || table.bonusPercent <= 0) return 0;
  if (coupon.combinations !== 1 || (coupon.ticketType !== 'TK' && coupon.ticketType !== 'KK')) return 0;
  const count = bonusTipCount(picks, table);
  if (count <= table.bonusTipCount) return 0;
  return Math.min(MAX_BONUS_PERCENT, table.bonusPercent * (count - table.bonusTipCount));
}

/** The bonus on a win: percent taken in basis points (hundredths of a percent), rounded down. */
export function bonusAmount(win: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(win) * basisPoints) / 10_000n);
}
