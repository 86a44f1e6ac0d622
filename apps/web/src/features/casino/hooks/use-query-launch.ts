import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type GameQuery, gameToOpen, readGameQuery, withoutGameQuery } from '../lib/game-query.ts';
import { useGameLaunch } from './use-game-launch.ts';

/**
 * The screen's query parameters (spec 002 §2): `onPreselect` gets them once (masterServiceId, mid...),
 * a serviceId opens its game, and the query is then cleared. A visitor coming back from the login
 * popup lands here with the game they chose in the query.
 */
export function useQueryLaunch(onPreselect?: (query: GameQuery) => void): void {
  const [search, setSearch] = useSearchParams();
  const launch = useGameLaunch();
  const preselect = useRef(onPreselect);
  preselect.current = onPreselect;
  useEffect(() => {
    const query = readGameQuery(search);
    if (Object.keys(query).length === 0) return;
    preselect.current?.(query);
    const game = gameToOpen(query);
    if (game) void launch(game);
    setSearch(withoutGameQuery(search), { replace: true });
  }, [search, setSearch, launch]);
}
