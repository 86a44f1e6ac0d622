// An operator's check of a jackpot drop, done in the browser: the revealed drop point and salt must
// hash to the commitment the pot showed while it ran, so the point was fixed before any stake.
import type { JackpotDropRow } from '@bet/domain/api/admin/jackpots';
import { dropCommitment, JACKPOT_RULES, type JackpotId } from '@bet/domain/casino/jackpots';
import { toMinor } from '@bet/domain/money';

/** Whether a jackpot's drop point is an amount (mega, sports) rather than a time (daily, weekly). */
export const dropsByAmount = (jackpot: JackpotId): boolean => JACKPOT_RULES[jackpot].drop.by === 'amount';

/** The drop point as it was hashed: an amount is committed in minor units, the API shows major ones. */
export const committedDropPoint = (drop: JackpotDropRow): number =>
  dropsByAmount(drop.jackpot) ? toMinor(drop.dropPoint) : drop.dropPoint;

/** The commitment recomputed from the revealed drop point and salt. */
export const recomputedCommitment = (drop: JackpotDropRow): string =>
  dropCommitment(drop.jackpot, drop.cycle, committedDropPoint(drop), drop.salt);

export const matchesCommitment = (drop: JackpotDropRow): boolean =>
  recomputedCommitment(drop) === drop.commitment;
