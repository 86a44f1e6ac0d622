import type { PrematchMatch } from '@bet/domain/api/sportsbook';
import { describe, expect, it } from 'vitest';
import { buildPrematchMatch } from '../../../shared/sportsbook/test-builders.ts';
import { daysFromToday, groupByCountry, groupByDay, sortByDate } from './group-matches.ts';

const match = (id: number, at: string, categoryId: number, tournamentId: number): PrematchMatch =>
  buildPrematchMatch({
    id,
    matchDate: at,
    categoryId,
    categoryFlag: categoryId === 101 ? 'tr' : 'gb',
    categoryName: categoryId === 101 ? 'Türkiye' : 'England',
    tournamentId,
    tournamentName: `League ${tournamentId}`,
  });

const list = [
  match(1, '2026-11-22T18:00:00Z', 101, 1011),
  match(2, '2026-11-22T15:00:00Z', 102, 1021),
  match(3, '2026-11-22T12:00:00Z', 101, 1012),
  match(4, '2026-11-22T09:00:00Z', 101, 1011),
];

describe('grouping prematch matches', () => {
  it('groups by country then league in first-seen order, counting matches, each league by kick-off', () => {
    const groups = groupByCountry(list);
    expect(groups.map((c) => [c.id, c.title, c.flag, c.matchCount])).toEqual([
      [101, 'Türkiye', 'tr', 3],
      [102, 'England', 'gb', 1],
    ]);
    expect(groups[0]?.leagues.map((l) => [l.id, l.matches.map((m) => m.id)])).toEqual([
      [1011, [4, 1]],
      [1012, [3]],
    ]);
  });

  it('sorts by date without touching the input', () => {
    expect(sortByDate(list).map((m) => m.id)).toEqual([4, 3, 2, 1]);
    expect(list.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('splits a sorted list into local days', () => {
    const sorted = sortByDate([...list, match(5, '2026-11-22T21:30:00Z', 102, 1021)]);
    // 21:30 UTC is past midnight in Istanbul: a new day there, the same day in UTC.
    expect(groupByDay(sorted, 'Europe/Istanbul').map((d) => [d.day, d.matches.length])).toEqual([
      ['2026-11-22', 4],
      ['2026-11-23', 1],
    ]);
    expect(groupByDay(sorted, 'UTC')).toHaveLength(1);
  });
});

describe('day distance', () => {
  it('counts local days from today', () => {
    const now = new Date('2026-11-22T22:30:00Z'); // already 23 Nov in Istanbul
    expect(daysFromToday('2026-11-23', now, 'Europe/Istanbul')).toBe(0);
    expect(daysFromToday('2026-11-24', now, 'Europe/Istanbul')).toBe(1);
    expect(daysFromToday('2026-11-23', now, 'UTC')).toBe(1);
    expect(daysFromToday('2026-12-01', now, 'UTC')).toBe(9);
  });
});
