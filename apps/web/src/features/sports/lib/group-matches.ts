// Shapes lists of prematch matches for display: by country and league (search results), by day (UpHigh).
import type { PrematchMatch } from '@bet/domain/api/sportsbook';
import { dateParts } from '../../../shared/format/format.ts';

export type LeagueGroup = { id: number; title: string; matches: PrematchMatch[] };
export type CountryGroup = {
  id: number;
  title: string;
  flag: string;
  matchCount: number;
  leagues: LeagueGroup[];
};

const byDate = (a: PrematchMatch, b: PrematchMatch) =>
  Date.parse(a.matchDate) - Date.parse(b.matchDate) || a.id - b.id;

/** Ascending by kick-off (then id, so equal times keep one order). */
export const sortByDate = (matches: readonly PrematchMatch[]): PrematchMatch[] => [...matches].sort(byDate);

/**
 * Countries holding the matches, each with its leagues and their matches by kick-off; countries and
 * leagues keep the order they first appear in (the server's), so the list reads like the unfiltered one.
 */
export function groupByCountry(matches: readonly PrematchMatch[]): CountryGroup[] {
  const countries = new Map<number, CountryGroup & { byLeague: Map<number, LeagueGroup> }>();
  for (const m of matches) {
    let country = countries.get(m.categoryId);
    if (!country) {
      country = {
        id: m.categoryId,
        title: m.categoryName,
        flag: m.categoryFlag,
        matchCount: 0,
        leagues: [],
        byLeague: new Map(),
      };
      countries.set(m.categoryId, country);
    }
    let league = country.byLeague.get(m.tournamentId);
    if (!league) {
      league = { id: m.tournamentId, title: m.tournamentName, matches: [] };
      country.byLeague.set(m.tournamentId, league);
      country.leagues.push(league);
    }
    league.matches.push(m);
    country.matchCount += 1;
  }
  return [...countries.values()].map(({ byLeague: _, leagues, ...country }) => ({
    ...country,
    leagues: leagues.map((l) => ({ ...l, matches: sortByDate(l.matches) })),
  }));
}

export type DayGroup = { day: string; matches: PrematchMatch[] };

/** Consecutive runs of matches on the same local day (yyyy-MM-dd in the zone), in the given order. */
export function groupByDay(matches: readonly PrematchMatch[], timeZone: string): DayGroup[] {
  const out: DayGroup[] = [];
  for (const m of matches) {
    const p = dateParts(new Date(m.matchDate), timeZone);
    const day = `${p.year}-${p.month}-${p.day}`;
    const last = out.at(-1);
    if (last?.day === day) last.matches.push(m);
    else out.push({ day, matches: [m] });
  }
  return out;
}

/** Whole days from the local day of `now` to `day` (yyyy-MM-dd): 0 today, 1 tomorrow, -1 yesterday. */
export function daysFromToday(day: string, now: Date, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const p = dateParts(now, timeZone);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(+p.year, +p.month - 1, +p.day)) / 86_400_000);
}
