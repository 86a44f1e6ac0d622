import type { SportItem } from '@bet/domain/api/sportsbook';

export type MenuSport = { id: number; title: string; count: number; favourite: boolean };

/**
 * The left menu's sport or live list (spec 000 section 2.3): sports with matches to show (prematch
 * or in play) with that count, favourites first in the order they were starred, the rest in the
 * server's order. A favourite without matches is hidden like any other, and kept.
 */
export function menuSports(
  sports: readonly SportItem[],
  live: boolean,
  favourites: readonly number[],
): MenuSport[] {
  const shown = sports
    .map((s) => ({ id: s.id, title: s.title, count: live ? s.liveCount : s.matchCount }))
    .filter((s) => s.count > 0);
  const rank = (id: number) => {
    const at = favourites.indexOf(id);
    return at < 0 ? favourites.length : at;
  };
  return shown
    .map((s, order) => ({ ...s, favourite: favourites.includes(s.id), order }))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.order - b.order)
    .map(({ order: _, ...s }) => s);
}
