// Home's sportsbook tabs (spec 001 section 9): what each asks for and how much it shows. Upcoming
// (5 matches within 6 hours) opens on a sport and window with matches: see upcoming-start.ts.
import { mainMarketTypes } from '@bet/domain/sportsbook/market-catalogue';
import type { MatchesFilter } from '../api/prematch-api.ts';

export type HomeTab = 'upcoming' | 'highlights' | 'continental';
export const HOME_TABS: readonly HomeTab[] = ['upcoming', 'highlights', 'continental'];

export const HOME_TAB_SIZE = 5;
const FOOTBALL = 1;
/** The continental tournament: the UEFA Champions League of the feed's reference data (Europe, 109). */
export const CONTINENTAL = { sportId: FOOTBALL, categoryId: 109, tournamentId: 1091 } as const;

/** The row columns of every tab: football's main markets. */
export const HOME_COLUMNS = mainMarketTypes(FOOTBALL);

/** The matches call of the fixed tabs: highlights 720 minutes, the cup 25 matches of a day. */
export const HOME_TAB_FILTERS: Readonly<Record<Exclude<HomeTab, 'upcoming'>, MatchesFilter>> = {
  highlights: { sportId: FOOTBALL, addDate: 720, limit: HOME_TAB_SIZE, highList: 1, oid: HOME_COLUMNS },
  continental: {
    sportId: FOOTBALL,
    tournamentId: CONTINENTAL.tournamentId,
    addDate: 1440,
    limit: 25,
    oid: HOME_COLUMNS,
  },
};

/** Upcoming starts from football and moves to the first sport with matches when it has none soon. */
export const HOME_UPCOMING_SPORT = FOOTBALL;

/** Where a tab's "see all" leads, under /{lang}/; upcoming keeps the sport shown. */
export function homeTabMore(tab: HomeTab, upcomingSport: number): string {
  if (tab === 'upcoming') return `uphigh?act=2&sid=${upcomingSport}`;
  if (tab === 'highlights') return `uphigh?act=1&sid=${FOOTBALL}`;
  return `sports?sid=${CONTINENTAL.sportId}&cid=${CONTINENTAL.categoryId}&tid=${CONTINENTAL.tournamentId}`;
}
