// Entering a slip's amount (spec 001 section 4 Stake entry, section 9 quick stakes and keypad
// length): what caps it, what a quick stake does, and the amount typed on a keyboard. Minor units.

/** The keypad takes at most this many characters; a typed amount at most this many whole digits. */
export const STAKE_MAX_CHARS = 5;

/** Decimals a typed amount may have: minor units. */
const MAX_DECIMALS = 2;

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

/** The decimal separator a language writes. */
export type Separator = '.' | ',';

/** A typed amount: the text to keep in the field and the amount it stands for (null when empty). */
export type TypedStake = { text: string; amount: number | null };

// Whole digits, then at most one separator (point or comma, as the language writes it) and decimals.
const TYPED = /^(\d*)(?:([.,])(\d*))?$/;

/** The amount as the field shows it: whole units, and the cents after `separator` when there are any. */
export function stakeText(amount: number, separator: Separator = '.'): string {
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  return cents === 0 ? String(whole) : `${whole}${separator}${String(cents).padStart(2, '0')}`;
}

/**
 * The field after the player typed `text`: digits and one decimal separator, at most 5 whole digits
 * and 2 decimals, read without floating point; an amount above the caps is replaced by the cap.
 * null refuses the keystroke (a letter, a second separator, a digit too many): the field keeps its text.
 * A cap is written with the separator the player typed, else the language's `separator`.
 */
export function typeStakeText(text: string, caps: StakeCaps, separator: Separator = '.'): TypedStake | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [, whole = '', typed, decimals = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > STAKE_MAX_CHARS || decimals.length > MAX_DECIMALS) return null;
  if (digits === '' && decimals === '') return { text: typed ?? '', amount: null };
  const amount = Number(digits || '0') * 100 + Number(decimals.padEnd(MAX_DECIMALS, '0'));
  const limit = stakeLimit(caps);
  if (amount > limit)
    return { text: stakeText(limit, typed === ',' || typed === '.' ? typed : separator), amount: limit };
  return { text: typed === undefined ? digits : `${digits}${typed}${decimals}`, amount };
}
