import { callApi } from '@bet/api-client/call-api';
import type { CountriesAnswer, CountryEntry } from '@bet/domain/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** countries: every country, sorted by name. */
export async function getCountries(signal?: AbortSignal): Promise<CountryEntry[]> {
  return (await callApi<CountriesAnswer>('countries', {}, signal)).results;
}

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => getCountries(signal),
  // Reference data: changes only by an operator's edit.
  staleTime: 3_600_000,
});

export const useCountries = () => useQuery(countriesQuery);
