// The stake keypad (spec 001 section 4, Stake entry): the first key after opening or clearing sets
// the amount, later keys add digits, C clears; at most 5 characters; capped at the max stake and
// at the player's credit. Amounts are minor units; the keypad types whole major units.
import { STAKE_MAX_CHARS, type StakeCaps, stakeLimit } from '@bet/domain/betting/stake-entry';

/** The typed text and whether the next key starts over (just opened or cleared). */
export type StakeEntry = { text: string; fresh: boolean };

/** The keypad as it opens on the current amount: shown, but the first key replaces it. */
export const openStakeEntry = (amount: number): StakeEntry => ({
  text: amount > 0 ? String(Math.floor(amount / 100)) : '',
  fresh: true,
});

/** The value to hand the keypad: empty while fresh, so its first key sets the amount alone. */
export const keypadValue = (entry: StakeEntry): string => (entry.fresh ? '' : entry.text);

/** The largest whole major amount the caps allow, in minor units; Infinity when nothing caps it. */
export function keypadCap(caps: StakeCaps): number {
  const cap = stakeLimit(caps);
  return Number.isFinite(cap) ? Math.floor(cap / 100) * 100 : cap;
}

/** The entry after the keypad changed its text: digits only, 5 at most, capped; empty is fresh again. */
export function typeStake(next: string, caps: StakeCaps): StakeEntry {
  const digits = next.replace(/\D/g, '').replace(/^0+/, '').slice(0, STAKE_MAX_CHARS);
  if (digits === '') return { text: '', fresh: true };
  const capped = Math.min(Number(digits) * 100, keypadCap(caps));
  return { text: String(capped / 100), fresh: false };
}

/** The amount (minor units) the entry stands for; null when nothing was typed. */
export const entryAmount = (entry: StakeEntry): number | null =>
  entry.text === '' ? null : Number(entry.text) * 100;

/** The quick stake amounts of the site setting coupon_amount_group ('5,10,25,50'), in minor units. */
export function quickStakes(setting: string | undefined): number[] {
  const amounts = (setting ?? '')
    .split(',')
    .map((part) => Math.round(Number(part.trim()) * 100))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return amounts.length > 0 ? amounts : [500, 1000, 2500, 5000];
}

/**
 * The caps of the entered amount: the coupon's max stake and the credit are totals, so with a stake
 * per combination (staketype 0) each is shared by the combinations.
 */
export function entryCaps(maxStake: number, credit: number | null, sharedBy: number): StakeCaps {
  const n = Math.max(1, sharedBy);
  return {
    maxStake: maxStake > 0 ? Math.floor(maxStake / n) : 0,
    credit: credit === null ? null : Math.floor(credit / n),
  };
}
