import { callApi } from '@bet/api-client/call-api';
import type { ResultsResponse } from '@bet/domain/api/match-stats';
import type { ResultsRequest } from '@bet/domain/api/sportsbook-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** matchResults: a page of decided matches (the server's window: yesterday to tomorrow). */
export async function getResults(payload: ResultsRequest, signal?: AbortSignal): Promise<ResultsResponse> {
  return callApi<ResultsResponse>('matchResults', payload, signal);
}

// The language is part of the key: the server writes sport and team names in it.
export const resultsQuery = (payload: ResultsRequest, lang: string) =>
  queryOptions({
    queryKey: ['results', lang, payload],
    queryFn: ({ signal }) => getResults(payload, signal),
    placeholderData: keepPreviousData,
    // Matches finish all the time; a minute old is recent enough for a results list.
    staleTime: 60_000,
  });

export function useResults(payload: ResultsRequest) {
  const { i18n } = useTranslation();
  return useQuery(resultsQuery(payload, i18n.language));
}
