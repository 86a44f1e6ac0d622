import { callApi } from '@bet/api-client/call-api';
import type { Lives3Response } from '@bet/domain/api/sportsbook';
import type { Lives3Request } from '@bet/domain/api/sportsbook-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** 0 every match, 1 in play, 2 upcoming. */
export type LiveFilter = 0 | 1 | 2;

/** lives3: one sport's live and upcoming matches with the sports strip's counts. */
export const getLives3 = (payload: Lives3Request, signal?: AbortSignal) =>
  callApi<Lives3Response>('lives3', payload, signal);

export const lives3Query = (payload: Lives3Request, lang: string) =>
  queryOptions({
    queryKey: ['live', 'lives3', lang, payload],
    queryFn: ({ signal }) => getLives3(payload, signal),
    placeholderData: keepPreviousData,
  });

export function useLives3(payload: Lives3Request, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...lives3Query(payload, i18n.language), enabled });
}
