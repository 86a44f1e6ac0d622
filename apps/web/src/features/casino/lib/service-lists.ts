// The virtual and TV game lists (spec 002 §2): the site's provider ids and the title search.
import type { GameService } from '@bet/domain/api/casino';

/** The ids of a site setting's comma list (virtualgames_ids, tvgames_ids). */
export const settingIds = (list: string): number[] =>
  list
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** TV games are searched from this many characters on; virtual games from the first. */
export const TV_SEARCH_MIN = 3;

/** The games whose title holds the keyword, case-insensitively; all of them for a shorter keyword. */
export function filterByTitle(games: readonly GameService[], text: string, minChars = 1): GameService[] {
  const keyword = text.trim().toLocaleLowerCase();
  if (keyword.length < minChars) return [...games];
  return games.filter((game) => game.title.toLocaleLowerCase().includes(keyword));
}

/** The lists to show: the one mainServiceId names when it is one of the site's, else all. */
export const shownListIds = (ids: readonly number[], mainServiceId: number | null): readonly number[] =>
  mainServiceId !== null && ids.includes(mainServiceId) ? [mainServiceId] : ids;
