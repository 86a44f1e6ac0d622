import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

export type Country = { id: number; iso: string; nicename: string; phonecode: number };

export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return callApi<{ results: Country[] }>('countries', {}, signal).then((a) => a.results);
}

export const countriesQuery = queryOptions({
  queryKey: ['reference', 'countries'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
