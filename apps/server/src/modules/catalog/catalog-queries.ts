// The list calls answered from the in-memory catalogue (spec 001 section 7).
import type { CategoryItem, LiveSportItem, SportItem, TournamentItem } from '@bet/domain/api/sportsbook';
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import { STALE_UNSTARTED_MINUTES } from '@bet/domain/sportsbook/match-status';
import type { CatalogMatch, CatalogStore } from './catalog-store.ts';
import { type CatalogNames, categoryTitle } from './names.ts';

export type Window = { from: number; to: number };

const MINUTE_MS = 60_000;
/** Keywords apply from three characters on (spec 001 section 5). */
export const MIN_KEYWORD = 3;

export const isLive = (m: CatalogMatch): boolean => isLiveStatus(m.state.status);

/** Not started and not so late that it will never start. */
export function isUpcoming(m: CatalogMatch, now: number): boolean {
  return m.state.status === 'not_started' && m.startsAt >= now - STALE_UNSTARTED_MINUTES * MINUTE_MS;
}

const shown = (m: CatalogMatch) => m.visible && m.active;

/** Prematch matches (not started) starting inside the window. */
export function prematchIn(store: CatalogStore, window: Window, now: number): CatalogMatch[] {
  const out: CatalogMatch[] = [];
  for (const m of store.matches.values()) {
    if (shown(m) && isUpcoming(m, now) && m.startsAt >= window.from && m.startsAt < window.to) out.push(m);
  }
  return out;
}

export function liveMatches(store: CatalogStore): CatalogMatch[] {
  const out: CatalogMatch[] = [];
  for (const m of store.matches.values()) if (shown(m) && isLive(m)) out.push(m);
  return out;
}

const fold = (s: string) => s.toLocaleLowerCase('tr');
/** One collator for every sort: localeCompare with a locale builds a new one per call. */
const turkish = new Intl.Collator('tr');

/** Keyword filter over team, league and country names (as stored and as shown in `lang`); shorter keywords filter nothing. */
export function keywordFilter(
  names: CatalogNames,
  keyWord: string | undefined,
  lang: string,
): ((m: CatalogMatch) => boolean) & { active: boolean } {
  const word = fold(keyWord?.trim() ?? '');
  if (word.length < MIN_KEYWORD) return Object.assign(() => true, { active: false });
  const matches = (m: CatalogMatch) =>
    [
      names.teams.get(m.homeTeamId),
      names.teams.get(m.awayTeamId),
      names.tournaments.get(m.tournamentId)?.name,
      names.categories.get(m.categoryId)?.name,
      categoryTitle(names, m.categoryId, lang),
    ].some((n) => n !== undefined && fold(n).includes(word));
  return Object.assign(matches, { active: true });
}

function countBy<K>(items: readonly CatalogMatch[], key: (m: CatalogMatch) => K): Map<K, number> {
  const out = new Map<K, number>();
  for (const m of items) out.set(key(m), (out.get(key(m)) ?? 0) + 1);
  return out;
}

export function sportTitle(names: CatalogNames, sportId: number, lang: string): string {
  const sport = names.sports.get(sportId);
  return (lang === 'tr' ? sport?.nameTr : sport?.name) ?? String(sportId);
}

const sportOrder = (names: CatalogNames) => (a: number, b: number) =>
  (names.sports.get(a)?.sort ?? a) - (names.sports.get(b)?.sort ?? b);

/** sports: prematch counts in the window and live counts now, in display order. */
export function sportsList(
  store: CatalogStore,
  names: CatalogNames,
  window: Window,
  now: number,
  lang: string,
): SportItem[] {
  const prematch = countBy(prematchIn(store, window, now), (m) => m.sportId);
  const live = countBy(liveMatches(store), (m) => m.sportId);
  return [...new Set([...prematch.keys(), ...live.keys()])].sort(sportOrder(names)).map((id) => ({
    id,
    title: sportTitle(names, id, lang),
    matchCount: prematch.get(id) ?? 0,
    liveCount: live.get(id) ?? 0,
  }));
}

export function categoriesList(
  store: CatalogStore,
  names: CatalogNames,
  window: Window,
  now: number,
  sportId: number,
  lang: string,
): CategoryItem[] {
  const counts = countBy(
    prematchIn(store, window, now).filter((m) => m.sportId === sportId),
    (m) => m.categoryId,
  );
  return [...counts]
    .map(([id, matchCount]) => {
      const c = names.categories.get(id);
      return {
        id,
        title: c ? categoryTitle(names, id, lang) : String(id),
        countryFlag: c?.flag ?? '',
        matchCount,
      };
    })
    .sort((a, b) => turkish.compare(a.title, b.title) || a.id - b.id);
}

export function tournamentsList(
  store: CatalogStore,
  names: CatalogNames,
  window: Window,
  now: number,
  filter: { sportId: number; categoryId: number },
): TournamentItem[] {
  const counts = countBy(
    prematchIn(store, window, now).filter(
      (m) => m.sportId === filter.sportId && m.categoryId === filter.categoryId,
    ),
    (m) => m.tournamentId,
  );
  return [...counts]
    .map(([id, matchCount]) => ({
      id,
      title: names.tournaments.get(id)?.name ?? String(id),
      matchCount,
      cid: filter.categoryId,
      priority: names.tournaments.get(id)?.priority ?? 0,
    }))
    .sort((a, b) => b.priority - a.priority || turkish.compare(a.title, b.title) || a.id - b.id)
    .map(({ priority: _, ...item }) => item);
}

/** Live and upcoming counts per sport (the live sports list and lives3's data.sports). */
export function liveSportsList(
  store: CatalogStore,
  names: CatalogNames,
  upcoming: readonly CatalogMatch[],
  lang: string,
): LiveSportItem[] {
  const live = countBy(liveMatches(store), (m) => m.sportId);
  const soon = countBy(upcoming, (m) => m.sportId);
  return [...new Set([...live.keys(), ...soon.keys()])].sort(sportOrder(names)).map((sportId) => ({
    sportId,
    sportName: sportTitle(names, sportId, lang),
    inPlay: live.get(sportId) ?? 0,
    matchCount: (live.get(sportId) ?? 0) + (soon.get(sportId) ?? 0),
  }));
}

/** League order: tournament priority, country, league, then kick-off. */
export function byLeague(names: CatalogNames) {
  // Each match's key is read once per sort, not once per comparison.
  const keys = new Map<CatalogMatch, { p: number; c: string; t: string }>();
  const key = (m: CatalogMatch) => {
    const held = keys.get(m);
    if (held) return held;
    const made = {
      p: names.tournaments.get(m.tournamentId)?.priority ?? 0,
      c: names.categories.get(m.categoryId)?.name ?? '',
      t: names.tournaments.get(m.tournamentId)?.name ?? '',
    };
    keys.set(m, made);
    return made;
  };
  return (a: CatalogMatch, b: CatalogMatch) => {
    const x = key(a);
    const y = key(b);
    return (
      y.p - x.p ||
      turkish.compare(x.c, y.c) ||
      turkish.compare(x.t, y.t) ||
      a.tournamentId - b.tournamentId ||
      a.startsAt - b.startsAt ||
      a.id - b.id
    );
  };
}

export const byTime = (a: CatalogMatch, b: CatalogMatch) => a.startsAt - b.startsAt || a.id - b.id;
