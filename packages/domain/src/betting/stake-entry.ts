// Entering a slip's amount (spec 001 section 4 Stake entry, section 9 quick stakes and keypad
// length): what caps it, what a quick stake does, and the amount typed on a keyboard. Minor units.
import { amountText, readAmountText, type Separator } from './amount-text.ts';

/** The keypad takes at most this many characters; a typed amount at most this many whole digits. */
export const STAKE_MAX_CHARS = 5;

/** What caps an entered amount: the max stake (0 = none) and the credit (null for a visitor: unknown). */
export type StakeCaps = { maxStake: number; credit: number | null };

/** The most the caps allow, in minor units; Infinity when nothing caps it, never below 0. */
export function stakeLimit({ maxStake, credit }: StakeCaps): number {
  const byStake = maxStake > 0 ? maxStake : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(byStake, credit ?? Number.POSITIVE_INFINITY));
}

/**
 * A quick stake tapped: the first tap (nothing entered yet, or cleared) sets the amount to it,
 * later taps add it to the amount; within the caps either way.
 */
export const quickStakeAmount = (entered: number | null, quick: number, caps: StakeCaps): number =>
  Math.min((entered ?? 0) + quick, stakeLimit(caps));

/** A typed amount: the text to keep in the field and the amount it stands for (null when empty). */
export type TypedStake = { text: string; amount: number | null };

// The first amount with more whole digits than the field takes.
const TOO_LONG = 10 ** STAKE_MAX_CHARS * 100;

/**
 * The field after the player typed `text`, read by the language's rule (`readAmountText`): at most
 * 5 whole digits and 2 decimals; an amount above the caps is replaced by the cap, written as the
 * language writes amounts. null refuses the keystroke (a letter, a second decimal point, a digit too
 * many): the field keeps its text.
 */
export function typeStakeText(text: string, caps: StakeCaps, decimal: Separator): TypedStake | null {
  const typed = text.trim().replace(/^0+(?=\d)/, '');
  const amount = readAmountText(typed, decimal);
  if (amount === undefined || (amount !== null && amount >= TOO_LONG)) return null;
  const limit = stakeLimit(caps);
  if (amount !== null && amount > limit) return { text: amountText(limit, decimal), amount: limit };
  return { text: typed, amount };
}
