// The live casino screen (spec 002 §2): companies, their categories and games.
import type { CasinoCategory, CasinoGame } from '@bet/domain/api/casino';

/** The games of some categories, each once (a game may be listed under several categories). */
export function categoryGames(categories: readonly CasinoCategory[]): CasinoGame[] {
  const seen = new Set<string>();
  return categories
    .flatMap((category) => category.g)
    .filter((game) => {
      const key = `${game.mid}-${game.sid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The company the query preselects: mid names it, or masterServiceId as its provider service. */
export const companyFromQuery = (query: { masterServiceId?: number; mid?: number }): number | null =>
  query.mid ?? query.masterServiceId ?? null;
