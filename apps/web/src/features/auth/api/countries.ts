import { callApi } from '@bet/api-client/call-api';
import type { CountriesAnswer, CountryEntry } from '@bet/domain/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getCountries(signal?: AbortSignal): Promise<CountryEntry[]> {
  return callApi<CountriesAnswer>('countries', {}, signal).then((a) => a.results);
}

export const countriesQuery = queryOptions({
  queryKey: ['reference', 'countries'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
