// Deep links into the prematch browser (spec 001 section 2): ?sid, cid, tid and goto open the country
// and league and scroll to the target; then the page clears the query.

/** Element ids of the browser's rows, so a link (and the scroll) can find them. */
export const rowIds = {
  country: (id: number) => `pm-country-${id}`,
  league: (id: number) => `pm-league-${id}`,
  match: (id: number) => `pm-match-${id}`,
};

/** The page's header height: the target lands this far below the top. */
export const SCROLL_OFFSET_PX = 115;

export type DeepLink = {
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  /** Elements to scroll to, the most specific first; the first one on the page wins. */
  targets: string[];
};

const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

/** goto: a match id, or the id of an element of the page. */
function gotoTarget(value: string | null): string | undefined {
  const matchId = positiveId(value);
  if (matchId !== undefined) return rowIds.match(matchId);
  return value && /^[A-Za-z][\w-]{0,80}$/.test(value) ? value : undefined;
}

/** The link the query holds; null when it holds none. */
export function readDeepLink(query: URLSearchParams): DeepLink | null {
  const sportId = positiveId(query.get('sid'));
  const categoryId = positiveId(query.get('cid'));
  const tournamentId = positiveId(query.get('tid'));
  const goto = gotoTarget(query.get('goto'));
  if (sportId === undefined && categoryId === undefined && tournamentId === undefined && !goto) return null;
  const targets = [
    goto,
    tournamentId === undefined ? undefined : rowIds.league(tournamentId),
    categoryId === undefined ? undefined : rowIds.country(categoryId),
  ].filter((t): t is string => t !== undefined);
  return {
    ...(sportId === undefined ? {} : { sportId }),
    ...(categoryId === undefined ? {} : { categoryId }),
    ...(tournamentId === undefined ? {} : { tournamentId }),
    targets,
  };
}

/** Whether the query carries any of the link's parameters (so the page should apply and clear it). */
export const hasDeepLink = (query: URLSearchParams): boolean =>
  ['sid', 'cid', 'tid', 'goto'].some((k) => query.has(k));

/** The window scroll position that puts an element `elementTop` px from the viewport top under the header. */
export const scrollTopFor = (elementTop: number, scrollY: number): number =>
  Math.max(0, Math.round(elementTop + scrollY - SCROLL_OFFSET_PX));
