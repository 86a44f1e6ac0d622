// The casino screens' query parameters (spec 002 §2): what they preselect, which game they open,
// and the address that brings a visitor back to the game they chose once signed in.

/** A game to open: the opencas payload. */
export type LaunchTarget = { serviceId: number; masterServiceId?: number; limitId?: number };

export type GameQuery = {
  masterServiceId?: number;
  serviceId?: number;
  /** Live casino: the company. */
  mid?: number;
  /** Virtual and TV games: the provider list. */
  mainServiceId?: number;
  limitId?: number;
};

const GAME_PARAMS = ['masterServiceId', 'serviceId', 'mid', 'mainServiceId', 'limitId'] as const;

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The screen's game parameters; malformed ones are left out. */
export function readGameQuery(search: URLSearchParams): GameQuery {
  const query: GameQuery = {};
  for (const name of GAME_PARAMS) {
    const id = positiveId(search.get(name));
    if (id !== undefined) query[name] = id;
  }
  return query;
}

/** The game the query opens directly: serviceId, with its master and limit when given. */
export function gameToOpen(query: GameQuery): LaunchTarget | null {
  if (query.serviceId === undefined) return null;
  return {
    serviceId: query.serviceId,
    ...(query.masterServiceId !== undefined ? { masterServiceId: query.masterServiceId } : {}),
    ...(query.limitId !== undefined ? { limitId: query.limitId } : {}),
  };
}

/** The query with the game parameters removed (they are read once, then cleared). */
export function withoutGameQuery(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of GAME_PARAMS) rest.delete(name);
  return rest;
}

/** This screen's address opening the game: where the login popup goes after a visitor signs in. */
export function gameReturnUrl(pathname: string, target: LaunchTarget): string {
  const query = new URLSearchParams({ serviceId: String(target.serviceId) });
  if (target.masterServiceId !== undefined) query.set('masterServiceId', String(target.masterServiceId));
  if (target.limitId !== undefined) query.set('limitId', String(target.limitId));
  return `${pathname}?${query}`;
}
