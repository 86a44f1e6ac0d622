import { ApiError, callApi } from '@bet/api-client/call-api';
import type { LiveOddsResponse, OddsResponse, TvListResponse, TvResponse } from '@bet/domain/api/sportsbook';
import type { LiveOddsRequest, MatchRequest } from '@bet/domain/api/sportsbook-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** odds: a prematch match and all its markets (404 notFoundMatch). */
export const getPrematchDetail = (matchId: number, signal?: AbortSignal) =>
  callApi<OddsResponse>('odds', { matchId } satisfies MatchRequest, signal);

/** liveoddsnew: a live (or about to start) match and all its markets (404 notFoundMatch). */
export const getLiveDetail = (matchId: number, signal?: AbortSignal) =>
  callApi<LiveOddsResponse>('liveoddsnew', { matchid: matchId } satisfies LiveOddsRequest, signal);

/** tv: the match's stream address; null when it has none (404 noTvStream). */
export async function getTvStream(matchId: number, signal?: AbortSignal): Promise<string | null> {
  try {
    return (await callApi<TvResponse>('tv', { matchId } satisfies MatchRequest, signal)).videoId;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** tvList: the ids of the matches with a stream. */
export const getTvList = async (signal?: AbortSignal): Promise<number[]> =>
  (await callApi<TvListResponse>('tvList', {}, signal)).data.matchIds;

// A missing match stays missing: no retries on notFoundMatch.
export const retryUnlessNotFound = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

// The language is part of the keys: market and team names come in it.
export const prematchDetailQuery = (matchId: number, lang: string) =>
  queryOptions({
    queryKey: ['match', 'prematch', lang, matchId],
    queryFn: ({ signal }) => getPrematchDetail(matchId, signal),
    retry: retryUnlessNotFound,
  });

export const liveDetailQuery = (matchId: number, lang: string) =>
  queryOptions({
    queryKey: ['match', 'live', lang, matchId],
    queryFn: ({ signal }) => getLiveDetail(matchId, signal),
    retry: retryUnlessNotFound,
  });

export const tvListQuery = queryOptions({
  queryKey: ['match', 'tvList'],
  queryFn: ({ signal }) => getTvList(signal),
  staleTime: 60_000,
});

const tvStreamQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['match', 'tv', matchId],
    queryFn: ({ signal }) => getTvStream(matchId, signal),
    staleTime: 300_000,
  });

/** Prematch detail; idle while `enabled` is false (the match is shown live). */
export function usePrematchDetail(matchId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...prematchDetailQuery(matchId, i18n.language), enabled });
}

/** Live detail; idle while `enabled` is false (the match is shown as prematch). */
export function useLiveDetail(matchId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...liveDetailQuery(matchId, i18n.language), enabled });
}

export const useTvList = (enabled: boolean) => useQuery({ ...tvListQuery, enabled });

export const useTvStream = (matchId: number, enabled: boolean) =>
  useQuery({ ...tvStreamQuery(matchId), enabled });
