import { callApi } from '@bet/api-client/call-api';
import type { TransactionsAnswer, TransactionsRequest } from '@bet/domain/api/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type TransactionsPage = Pick<TransactionsAnswer, 'results' | 'totalCount'>;

/** utrs: one page of the signed-in player's transactions. */
export async function getTransactions(
  payload: TransactionsRequest,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const { results, totalCount } = await callApi<TransactionsAnswer>('utrs', payload, signal);
  return { results, totalCount };
}

// The language is part of the key: the server writes the type text in it.
export const transactionsQuery = (payload: TransactionsRequest, lang: string) =>
  queryOptions({
    queryKey: ['account', 'transactions', lang, payload],
    queryFn: ({ signal }) => getTransactions(payload, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(payload: TransactionsRequest) {
  const { i18n } = useTranslation();
  return useQuery(transactionsQuery(payload, i18n.language));
}
