import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** A language the site offers (spec 000 section 3). */
export type LanguageEntry = {
  id: number;
  code: string;
  /** Public path of the flag, e.g. /flags/tr.svg. */
  icon: string;
  directory: 'ltr' | 'rtl';
  lang: string;
  /** The language's name for itself. */
  text: string;
  status: number;
};

/** getLanguages: the languages offered, in the operator's order. */
export async function getLanguages(signal?: AbortSignal): Promise<LanguageEntry[]> {
  return (await callApi<{ results: LanguageEntry[] }>('getLanguages', {}, signal)).results;
}

export const languagesQuery = queryOptions({
  queryKey: ['languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 3_600_000,
});

export const useLanguages = () => useQuery(languagesQuery);
