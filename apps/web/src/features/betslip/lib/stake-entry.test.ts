import type { StakeCaps } from '@bet/domain/betting/stake-entry';
import { describe, expect, it } from 'vitest';
import {
  entryAmount,
  entryCaps,
  keypadCap,
  keypadValue,
  openStakeEntry,
  quickStakes,
  type StakeEntry,
  typeStake,
} from './stake-entry.ts';

const open: StakeCaps = { maxStake: 0, credit: null };

/** What the shared keypad hands back for one key: the digit after its value, '' for C. */
const press = (entry: StakeEntry, key: string, caps = open): StakeEntry =>
  typeStake(key === 'C' ? '' : keypadValue(entry) + key, caps);

describe('stake keypad', () => {
  it('sets the amount with the first key, then adds digits', () => {
    let entry = openStakeEntry(1000);
    expect([entry.text, entry.fresh]).toEqual(['10', true]);
    entry = press(entry, '5');
    expect(entryAmount(entry)).toBe(500);
    entry = press(entry, '0');
    expect(entryAmount(entry)).toBe(5000);
  });

  it('clears with C, and the next key starts over', () => {
    let entry = press(press(openStakeEntry(0), '7'), '7');
    entry = press(entry, 'C');
    expect([entryAmount(entry), entry.fresh]).toEqual([null, true]);
    expect(entryAmount(press(entry, '3'))).toBe(300);
  });

  it('takes at most five characters', () => {
    let entry = openStakeEntry(0);
    for (const key of '1234567') entry = press(entry, key);
    expect(entry.text).toBe('12345');
  });

  it('caps the amount at the max stake and at the credit', () => {
    const caps = { maxStake: 250_00, credit: 120_50 };
    expect(entryAmount(press(press(press(openStakeEntry(0), '9'), '0'), '0', caps))).toBe(120_00);
    expect(entryAmount(typeStake('999', { maxStake: 250_00, credit: null }))).toBe(250_00);
    expect(entryAmount(typeStake('5', { maxStake: 0, credit: 0 }))).toBe(0);
  });

  it('types whole units, so its cap is the caps rounded down to a whole unit', () => {
    expect(keypadCap({ maxStake: 0, credit: 120_50 })).toBe(120_00);
    expect(keypadCap(open)).toBe(Number.POSITIVE_INFINITY);
  });

  it('shares the caps of the whole coupon among the combinations of a per-combination stake', () => {
    expect(entryCaps(250_00, 100_00, 4)).toEqual({ maxStake: 62_50, credit: 25_00 });
    expect(entryCaps(0, null, 3)).toEqual({ maxStake: 0, credit: null });
  });
});

describe('quick stakes', () => {
  it("reads the site's list, with 5, 10, 25 and 50 when it has none", () => {
    expect(quickStakes('2, 7.5,100')).toEqual([200, 750, 10_000]);
    expect(quickStakes('')).toEqual([500, 1000, 2500, 5000]);
    expect(quickStakes(undefined)).toEqual([500, 1000, 2500, 5000]);
  });
});
