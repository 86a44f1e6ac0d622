import { callApi } from '@bet/api-client/call-api';
import type { Lives3Response, MatchesResponse } from '@bet/domain/api/sportsbook';
import type { Lives3Request, MatchesRequest } from '@bet/domain/api/sportsbook-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedMatch, OriginList } from '../lib/neighbours.ts';

// The market types asked along with the list: the neighbours need ids and times only, so one small market.
const FEWEST_ODDS = [1];
const LIVE_LIST_LIMIT = 1000;
const PREMATCH_LIST_LIMIT = 1000;

/** The matches of the list the detail was opened from, as that page asks for them. */
export async function getOriginList(origin: OriginList, signal?: AbortSignal): Promise<ListedMatch[]> {
  if (origin.ttype === 'L') {
    const { matches } = await callApi<Lives3Response>(
      'lives3',
      {
        sportId: origin.sportId,
        order: 1,
        odds: FEWEST_ODDS,
        limit: LIVE_LIST_LIMIT,
      } satisfies Lives3Request,
      signal,
    );
    return matches.map((m) => ({ id: m.matchid, matchDate: m.matchDate }));
  }
  const { results } = await callApi<MatchesResponse>(
    'matches',
    {
      sportId: origin.sportId,
      ...(origin.tournamentId ? { tournamentId: origin.tournamentId } : {}),
      oid: FEWEST_ODDS,
      limit: PREMATCH_LIST_LIMIT,
    } satisfies MatchesRequest,
    signal,
  );
  return results.map((m) => ({ id: m.id, matchDate: m.matchDate }));
}

export const originListQuery = (origin: OriginList) =>
  queryOptions({
    queryKey: ['match', 'origin', origin],
    queryFn: ({ signal }) => getOriginList(origin, signal),
    staleTime: 60_000,
    // Moving to the next match keeps the list: the buttons do not blink.
    placeholderData: keepPreviousData,
  });

/** The origin list, once the detail knows its sport. */
export const useOriginList = (origin: OriginList | undefined) =>
  useQuery({ ...originListQuery(origin ?? { ttype: 'N', sportId: 0 }), enabled: origin !== undefined });
