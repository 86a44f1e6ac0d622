// The prematch browser's calls (spec 001 section 7): sports, categories, tournaments and matches.

import { callApi } from '@bet/api-client/call-api';
import type {
  CategoriesResponse,
  CategoryItem,
  MatchesResponse,
  SportItem,
  SportsResponse,
  TournamentItem,
  TournamentsResponse,
} from '@bet/domain/api/sportsbook';
import type {
  CategoriesRequest,
  MatchesRequest,
  SportsRequest,
  TournamentsRequest,
} from '@bet/domain/api/sportsbook-requests';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListWindow, TimeWindow } from '../lib/time-chips.ts';

/** matches: what narrows the list; the window comes from the time chip. */
export type MatchesFilter = TimeWindow & {
  sportId: number;
  categoryId?: number;
  tournamentId?: number;
  /** Market types whose odds fill the row's columns. */
  oid?: readonly number[];
  keyWord?: string;
  limit?: number;
  /** 1: only highlighted leagues' matches. */
  highList?: 0 | 1;
};

// Counts change as matches start; a minute keeps tab switches instant without showing stale counts long.
const STALE_MS = 60_000;

export async function getSports(window: ListWindow, signal?: AbortSignal): Promise<SportItem[]> {
  return (await callApi<SportsResponse>('sports', window satisfies SportsRequest, signal)).results;
}

export async function getCategories(
  sportId: number,
  window: ListWindow,
  signal?: AbortSignal,
): Promise<CategoryItem[]> {
  return (
    await callApi<CategoriesResponse>(
      'categories',
      { sportId, ...window } satisfies CategoriesRequest,
      signal,
    )
  ).results;
}

export async function getTournaments(
  sportId: number,
  categoryId: number,
  window: ListWindow,
  signal?: AbortSignal,
): Promise<TournamentItem[]> {
  const payload = { sportId, categoryId, ...window } satisfies TournamentsRequest;
  return (await callApi<TournamentsResponse>('tournaments', payload, signal)).results;
}

export async function getMatches(
  filter: MatchesFilter & { offset?: number },
  signal?: AbortSignal,
): Promise<MatchesResponse> {
  return callApi<MatchesResponse>(
    'matches',
    { ...filter, oid: filter.oid?.slice() } satisfies MatchesRequest,
    signal,
  );
}

// The language is part of every key: the server writes sport, country and team names in it.
export const sportsQuery = (window: ListWindow, lang: string) =>
  queryOptions({
    queryKey: ['sports', 'sports', lang, window],
    queryFn: ({ signal }) => getSports(window, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });

export const categoriesQuery = (sportId: number, window: ListWindow, lang: string) =>
  queryOptions({
    queryKey: ['sports', 'categories', lang, sportId, window],
    queryFn: ({ signal }) => getCategories(sportId, window, signal),
    staleTime: STALE_MS,
  });

export const tournamentsQuery = (sportId: number, categoryId: number, window: ListWindow, lang: string) =>
  queryOptions({
    queryKey: ['sports', 'tournaments', lang, sportId, categoryId, window],
    queryFn: ({ signal }) => getTournaments(sportId, categoryId, window, signal),
    staleTime: STALE_MS,
  });

export const matchesQuery = (filter: MatchesFilter, lang: string) =>
  queryOptions({
    queryKey: ['sports', 'matches', lang, filter],
    queryFn: ({ signal }) => getMatches(filter, signal),
    staleTime: STALE_MS,
  });

/** Pages of `pageSize` matches, each asking from where the last ended ("more"). */
export const matchPagesQuery = (filter: MatchesFilter & { limit: number }, lang: string) =>
  infiniteQueryOptions({
    queryKey: ['sports', 'matchPages', lang, filter],
    queryFn: ({ signal, pageParam }) => getMatches({ ...filter, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.totalRows && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: STALE_MS,
  });

export function useSports(window: ListWindow) {
  const { i18n } = useTranslation();
  return useQuery(sportsQuery(window, i18n.language));
}

export function useCategories(sportId: number, window: ListWindow, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...categoriesQuery(sportId, window, i18n.language), enabled });
}

export function useTournaments(sportId: number, categoryId: number, window: ListWindow) {
  const { i18n } = useTranslation();
  return useQuery(tournamentsQuery(sportId, categoryId, window, i18n.language));
}

export function useMatches(filter: MatchesFilter, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...matchesQuery(filter, i18n.language), enabled });
}

export function useMatchPages(filter: MatchesFilter & { limit: number }) {
  const { i18n } = useTranslation();
  return useInfiniteQuery(matchPagesQuery(filter, i18n.language));
}
