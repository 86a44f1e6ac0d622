import { callApi } from '@bet/api-client/call-api';
import type { HeadToHead, LeagueTableResponse, MatchStatisticsResponse } from '@bet/domain/api/match-stats';
import type { LeagueTableRequest, MatchRequest } from '@bet/domain/api/sportsbook-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type {
  FormResult,
  LeagueRow,
  LeagueTableResponse,
  MatchStatisticsResponse,
} from '@bet/domain/api/match-stats';
export type HeadToHeadMatch = HeadToHead;

export const getMatchStatistics = (matchId: number, signal?: AbortSignal) =>
  callApi<MatchStatisticsResponse>('matchStatistics', { matchId } satisfies MatchRequest, signal);

export const getLeagueTable = (tournamentId: number, signal?: AbortSignal) =>
  callApi<LeagueTableResponse>('leagueTable', { tournamentId } satisfies LeagueTableRequest, signal);

// Standings change when matches finish: a few minutes of freshness is plenty.
const STATS_STALE_MS = 300_000;

export const matchStatisticsQuery = (matchId: number, lang: string) =>
  queryOptions({
    queryKey: ['match', 'statistics', lang, matchId],
    queryFn: ({ signal }) => getMatchStatistics(matchId, signal),
    staleTime: STATS_STALE_MS,
    retry: 1,
  });

export const leagueTableQuery = (tournamentId: number, lang: string) =>
  queryOptions({
    queryKey: ['match', 'leagueTable', lang, tournamentId],
    queryFn: ({ signal }) => getLeagueTable(tournamentId, signal),
    staleTime: STATS_STALE_MS,
    retry: 1,
  });

export function useMatchStatistics(matchId: number) {
  const { i18n } = useTranslation();
  return useQuery(matchStatisticsQuery(matchId, i18n.language));
}

export function useLeagueTable(tournamentId: number) {
  const { i18n } = useTranslation();
  return useQuery(leagueTableQuery(tournamentId, i18n.language));
}
