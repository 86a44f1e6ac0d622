import { callApi } from '@bet/api-client/call-api';
import type { LanguageEntry, LanguagesAnswer } from '@bet/domain/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** getLanguages: the languages offered, in the operator's order. */
export async function getLanguages(signal?: AbortSignal): Promise<LanguageEntry[]> {
  return (await callApi<LanguagesAnswer>('getLanguages', {}, signal)).results;
}

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 3_600_000,
});

export const useLanguages = () => useQuery(languagesQuery);
