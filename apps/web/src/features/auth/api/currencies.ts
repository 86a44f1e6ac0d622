import { callApi } from '@bet/api-client/call-api';
import type { CurrenciesAnswer, CurrencyEntry } from '@bet/domain/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getCurrencies(signal?: AbortSignal): Promise<CurrencyEntry[]> {
  return callApi<CurrenciesAnswer>('currencies', {}, signal).then((a) => a.results);
}

export const currenciesQuery = queryOptions({
  queryKey: ['reference', 'currencies'],
  queryFn: ({ signal }) => getCurrencies(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The offered currencies; not asked for while `enabled` is false (the site gives everyone its default). */
export const useCurrencies = (enabled = true) => useQuery({ ...currenciesQuery, enabled });
