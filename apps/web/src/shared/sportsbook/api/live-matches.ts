import { callApi } from '@bet/api-client/call-api';
import type { LiveLookupResponse, LiveMatch } from '@bet/domain/api/sportsbook';
import type { LiveLookupRequest } from '@bet/domain/api/sportsbook-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** liveMatches: the matches of these ids still open, live first (favourites, the slip's picks). */
export async function getLiveMatches(ids: readonly number[], signal?: AbortSignal): Promise<LiveMatch[]> {
  if (ids.length === 0) return [];
  const { matches } = await callApi<LiveLookupResponse>(
    'liveMatches',
    { favorites: [...ids] } satisfies LiveLookupRequest,
    signal,
  );
  return matches;
}

// The language is part of the key: the server names sports and markets in it.
export const liveMatchesQuery = (ids: readonly number[], lang: string) =>
  queryOptions({
    queryKey: ['catalog', 'liveMatches', lang, [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) => getLiveMatches(ids, signal),
    placeholderData: keepPreviousData,
  });

export function useLiveMatches(ids: readonly number[]) {
  const { i18n } = useTranslation();
  return useQuery(liveMatchesQuery(ids, i18n.language));
}
