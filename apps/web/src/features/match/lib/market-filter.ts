// The detail's market list and its filter chips (spec 001 section 5, Market display rules).
import type { OddGroup } from '@bet/domain/api/sportsbook';
import {
  type MarketGroup,
  marketGroupOf,
  marketGroupsForSport,
  marketOrder,
} from '@bet/domain/sportsbook/market-catalogue';
import { visibleLines } from '@bet/domain/sportsbook/market-lines';

export type MarketFilter = MarketGroup | 'all';

/** The key a market row is known by: its type and line. */
export const marketKey = (group: Pick<OddGroup, 'oddstype' | 'special'>): string =>
  `${group.oddstype}|${group.special}`;

/**
 * The rows of the list: markets not hidden (active -1), over/under and handicap lines as
 * visibleLines keeps them, in catalogue order.
 */
export function marketRows(groups: readonly OddGroup[]): OddGroup[] {
  return visibleLines(groups.filter((g) => g.active !== -1 && g.odds.length > 0)).sort(marketOrder);
}

/** The rows a chip shows: all of them, or those of its group (unknown types only under 'all'). */
export function rowsInFilter(rows: readonly OddGroup[], filter: MarketFilter): OddGroup[] {
  return filter === 'all' ? [...rows] : rows.filter((g) => marketGroupOf(g.oddstype) === filter);
}

/**
 * The chips: 'all', then the sport's groups that have a row now; the selected chip stays even
 * when its markets closed, so it does not vanish under the player's finger.
 */
export function filterChips(
  sportId: number,
  rows: readonly OddGroup[],
  selected: MarketFilter,
): MarketFilter[] {
  const present = new Set(rows.map((g) => marketGroupOf(g.oddstype)));
  return ['all', ...marketGroupsForSport(sportId).filter((g) => present.has(g) || g === selected)];
}

/** The chip named in the URL when the sport has it, else 'all'. */
export function parseFilter(value: string | null, sportId: number): MarketFilter {
  return marketGroupsForSport(sportId).find((g) => g === value) ?? 'all';
}
