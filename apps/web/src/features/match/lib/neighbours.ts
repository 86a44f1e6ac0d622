// Previous and next match of the detail (spec 001 section 2, Match detail): the neighbours in the
// list the player came from, in kick-off order.

/** The list the detail was opened from: the live list of a sport, or a sport's (league's) prematch list. */
export type OriginList = { ttype: 'L' | 'N'; sportId: number; tournamentId?: number };

export type ListedMatch = { id: number; matchDate: string };

export type Neighbours = { previous?: number; next?: number };

const time = (m: ListedMatch): number => {
  const ms = Date.parse(m.matchDate);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

/** The ids before and after `current` in kick-off order (ties by id); none when it is not in the list. */
export function neighboursOf(list: readonly ListedMatch[], current: number): Neighbours {
  const ordered = [...list].sort((a, b) => time(a) - time(b) || a.id - b.id);
  const index = ordered.findIndex((m) => m.id === current);
  if (index < 0) return {};
  const previous = ordered[index - 1]?.id;
  const next = ordered[index + 1]?.id;
  return { ...(previous !== undefined ? { previous } : {}), ...(next !== undefined ? { next } : {}) };
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Which list the detail came from: ttype L the live list of the sport, N the prematch list of the
 * sport and league (tid). The query wins; the match's own sport fills a missing sid.
 */
export function originOf(query: URLSearchParams, ttype: 'L' | 'N', matchSportId: number): OriginList {
  const sportId = positive(query.get('sid')) ?? matchSportId;
  if (ttype === 'L') return { ttype, sportId };
  const tournamentId = positive(query.get('tid'));
  return { ttype, sportId, ...(tournamentId ? { tournamentId } : {}) };
}

/** The detail address of another match with the same query (sid, ttype, tid, cid). */
export const detailPath = (lang: string, matchId: number, query: URLSearchParams): string => {
  const search = query.toString();
  return `/${lang}/matchdetail/${matchId}${search ? `?${search}` : ''}`;
};
