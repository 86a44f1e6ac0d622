import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** A country of the reference list (spec 000 section 3). */
export type Country = { id: number; iso: string; nicename: string; phonecode: number };

/** countries: every country, sorted by name. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return (await callApi<{ results: Country[] }>('countries', {}, signal)).results;
}

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => getCountries(signal),
  // Reference data: changes only by an operator's edit.
  staleTime: 3_600_000,
});

export const useCountries = () => useQuery(countriesQuery);
