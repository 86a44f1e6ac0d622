import { describe, expect, it } from 'vitest';
import {
  contributionOf,
  dropCommitment,
  dropPointOf,
  isLit,
  JACKPOT_RULES,
  periodOf,
  stakeWins,
} from './jackpots.ts';

const monday = Date.parse('2026-06-01T00:00:00Z'); // a Monday

describe('jackpots', () => {
  it('takes its share of each stake, rounded down', () => {
    expect(contributionOf(JACKPOT_RULES.casinoDaily, 10_000)).toBe(30);
    expect(contributionOf(JACKPOT_RULES.casinoDaily, 333)).toBe(0);
    expect(contributionOf(JACKPOT_RULES.casinoMega, 12_345)).toBe(12);
  });

  it('knows the day and the week (from Monday) a time falls in', () => {
    const wednesdayNoon = monday + 2.5 * 86_400_000;
    expect(periodOf('day', wednesdayNoon)).toEqual({
      start: monday + 2 * 86_400_000,
      end: monday + 3 * 86_400_000,
    });
    expect(periodOf('week', wednesdayNoon)).toEqual({ start: monday, end: monday + 7 * 86_400_000 });
    expect(periodOf('week', monday)).toEqual({ start: monday, end: monday + 7 * 86_400_000 });
  });

  it('draws a drop point inside the rest of the period or above the seed up to the must-drop amount', () => {
    const seededAt = monday + 6 * 3_600_000;
    expect(dropPointOf(JACKPOT_RULES.casinoDaily, seededAt, 0)).toBe(seededAt);
    expect(dropPointOf(JACKPOT_RULES.casinoDaily, seededAt, 0.999999)).toBeLessThan(monday + 86_400_000);
    const mega = JACKPOT_RULES.casinoMega;
    expect(dropPointOf(mega, seededAt, 0)).toBe(mega.seed + 1);
    expect(dropPointOf(mega, seededAt, 0.9999999)).toBeLessThanOrEqual(100_000_00);
  });

  it('is won by the stake that reaches the drop point', () => {
    const mega = JACKPOT_RULES.casinoMega;
    expect(stakeWins(mega, 50_000_00, 49_999_99, 0)).toBe(false);
    expect(stakeWins(mega, 50_000_00, 50_000_00, 0)).toBe(true);
    expect(stakeWins(JACKPOT_RULES.casinoDaily, monday + 10, 0, monday + 9)).toBe(false);
    expect(stakeWins(JACKPOT_RULES.casinoDaily, monday + 10, 0, monday + 10)).toBe(true);
  });

  it('commits to the drop point and salt', () => {
    const a = dropCommitment('casinoMega', 3, 123, 'salt');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(dropCommitment('casinoMega', 3, 124, 'salt')).not.toBe(a);
    expect(dropCommitment('casinoMega', 3, 123, 'other')).not.toBe(a);
  });

  it('lights up near the must-drop point', () => {
    expect(isLit(JACKPOT_RULES.casinoMega, 90_000_00, 0)).toBe(true);
    expect(isLit(JACKPOT_RULES.casinoMega, 80_000_00, 0)).toBe(false);
    expect(isLit(JACKPOT_RULES.casinoDaily, 0, monday + 86_400_000 - 60_000)).toBe(true);
    expect(isLit(JACKPOT_RULES.casinoDaily, 0, monday + 3_600_000)).toBe(false);
  });
});
