import type { JackpotDropRow } from '@bet/domain/api/admin/jackpots';
import { dropCommitment } from '@bet/domain/casino/jackpots';
import { describe, expect, it } from 'vitest';
import { committedDropPoint, matchesCommitment, recomputedCommitment } from './drop-check.ts';

const SALT = '9f2c4e1a7b3d5f60';
const DROP_TIME = Date.UTC(2026, 10, 28, 15, 42, 7, 123);

const dailyDrop: JackpotDropRow = {
  jackpot: 'casinoDaily',
  currency: 'TRY',
  cycle: 4,
  amount: 312.4,
  winnerId: 17,
  winner: 'ayse',
  seededAt: '2026-11-28T00:00:00.000Z',
  droppedAt: '2026-11-28T15:42:08.000Z',
  dropPoint: DROP_TIME,
  salt: SALT,
  commitment: dropCommitment('casinoDaily', 4, DROP_TIME, SALT),
};

// The API shows an amount drop point in major units; the pot committed it in minor ones.
const megaDrop: JackpotDropRow = {
  ...dailyDrop,
  jackpot: 'casinoMega',
  cycle: 2,
  amount: 81_240.5,
  dropPoint: 81_234.56,
  commitment: dropCommitment('casinoMega', 2, 8_123_456, SALT),
};

describe('the drop check', () => {
  it('hashes a time drop point as the epoch milliseconds it is', () => {
    expect(committedDropPoint(dailyDrop)).toBe(DROP_TIME);
    expect(matchesCommitment(dailyDrop)).toBe(true);
  });

  it('hashes an amount drop point in minor units, exactly', () => {
    expect(committedDropPoint(megaDrop)).toBe(8_123_456);
    expect(recomputedCommitment(megaDrop)).toBe(megaDrop.commitment);
    expect(matchesCommitment(megaDrop)).toBe(true);
    // Hashed as shown, in major units, it would not match: the conversion is what makes the check work.
    expect(dropCommitment('casinoMega', 2, megaDrop.dropPoint, SALT)).not.toBe(megaDrop.commitment);
  });

  it.each([
    ['another drop point', { dropPoint: DROP_TIME + 1 }],
    ['another salt', { salt: `${SALT}0` }],
    ['another cycle', { cycle: 5 }],
    ['another jackpot', { jackpot: 'liveCasinoDaily' as const }],
  ])('flags a drop revealed with %s', (_, change) => {
    expect(matchesCommitment({ ...dailyDrop, ...change })).toBe(false);
  });
});
