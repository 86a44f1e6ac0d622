import { callApi } from '@bet/api-client/call-api';
import type { Transaction } from '@bet/domain/api/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UtrsPayload } from '../lib/transaction-filters.ts';

export type TransactionsPage = { results: Transaction[]; totalCount: number };

/** utrs: one page of the signed-in player's transactions. */
export async function getTransactions(payload: UtrsPayload, signal?: AbortSignal): Promise<TransactionsPage> {
  const { results, totalCount } = await callApi<TransactionsPage>('utrs', payload, signal);
  return { results, totalCount };
}

// The language is part of the key: the server writes the type text in it.
export const transactionsQuery = (payload: UtrsPayload, lang: string) =>
  queryOptions({
    queryKey: ['account', 'transactions', lang, payload],
    queryFn: ({ signal }) => getTransactions(payload, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(payload: UtrsPayload) {
  const { i18n } = useTranslation();
  return useQuery(transactionsQuery(payload, i18n.language));
}
