import { callApi } from '@bet/api-client/call-api';
import type { MatchEventsResponse, PlayEvent } from '@bet/domain/api/match-stats';
import type { MatchRequest } from '@bet/domain/api/sportsbook-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessNotFound } from './match-api.ts';

export type { MatchEventsResponse } from '@bet/domain/api/match-stats';
/** Something that happened in a match, as the feed played it. */
export type MatchEvent = PlayEvent;
export type MatchEventType = PlayEvent['type'];

export const getMatchEvents = (matchId: number, signal?: AbortSignal) =>
  callApi<MatchEventsResponse>('matchEvents', { matchId } satisfies MatchRequest, signal);

// Events carry no names, so the key needs no language.
export const matchEventsQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['match', 'events', matchId],
    queryFn: ({ signal }) => getMatchEvents(matchId, signal),
    select: (data) => data.events,
    retry: retryUnlessNotFound,
  });

export const useMatchEvents = (matchId: number) => useQuery(matchEventsQuery(matchId));
