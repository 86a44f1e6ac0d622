// The odds grid (spec 001 section 5, Odds display): the only prices the site publishes, shows and
// pays. Two decimals, and three from 1.001 to below 1.01. Odds are integer thousandths here.
//
// The grid is the price itself, not only how it is printed: the feed rounds every price onto it
// once, after the margin, so the odd on an odd button is the odd a coupon is placed, printed,
// settled and paid at. A combination's odds are the product of its grid odds, put on the grid by
// the same rule. The spec's other display rule, "integer odds of two or more digits show without
// decimals" (12 rather than 12.00), prints a grid value without its zeros and changes no value; it
// lives in formatOdds.

/** The spec suspends an outcome priced below 1.01 and caps odds at 320. */
export const MIN_ODDS = 1010;
export const MAX_ODDS = 320_000;

/** Thousandths between two neighbouring grid prices at this odd: 1 below 1.01, else 10. */
export const gridStep = (thousandths: number): number => (thousandths < MIN_ODDS ? 1 : 10);

/**
 * Odds (thousandths, a whole number) on the grid, rounded down: the player is never offered or paid
 * more than the price before rounding, and a hand calculation from the shown odds gives this value.
 */
export function toOddsGrid(thousandths: number): number {
  const whole = Math.floor(thousandths);
  return whole - (whole % gridStep(whole));
}

/** An exact ratio of thousandths (num / den) on the grid: the one rounding of a product of odds. */
export function ratioOnGrid(num: bigint, den: bigint): number {
  return toOddsGrid(Number(num / den));
}

export const isOnOddsGrid = (thousandths: number): boolean =>
  Number.isSafeInteger(thousandths) && thousandths >= 0 && thousandths % gridStep(thousandths) === 0;

/**
 * Spec: odds are capped at the user's maxOddsCoupon limit when set (thousandths; 0 when none is set),
 * else at 320. The same cap for the odd buttons, the slip's usable odds and every coupon's odds.
 */
export const oddsCapOf = (maxOddsLimit: number): number =>
  maxOddsLimit > 0 ? toOddsGrid(maxOddsLimit) : MAX_ODDS;
