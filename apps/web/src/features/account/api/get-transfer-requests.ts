import { callApi } from '@bet/api-client/call-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferStatus, TrfsPayload } from '../lib/transfer-filters.ts';

/** A deposit or withdraw request (spec 000 section 3); amount in major units. */
export type TransferRequest = {
  id: number;
  logo: string;
  catName: string;
  payTag: string;
  note: string;
  /** 0 deposit, 1 withdraw. */
  transferType: number;
  amount: number;
  status: TransferStatus;
  reqResult: string;
  createdAt: string;
};

export type TransferRequestsPage = { results: TransferRequest[]; totalCount: number };

/** trfs: one page of the signed-in player's transfer requests. */
export async function getTransferRequests(
  payload: TrfsPayload,
  signal?: AbortSignal,
): Promise<TransferRequestsPage> {
  const { results, totalCount } = await callApi<TransferRequestsPage>('trfs', payload, signal);
  return { results, totalCount };
}

export const transferRequestsQuery = (payload: TrfsPayload) =>
  queryOptions({
    queryKey: ['account', 'transferRequests', payload],
    queryFn: ({ signal }) => getTransferRequests(payload, signal),
    placeholderData: keepPreviousData,
  });

export const useTransferRequests = (payload: TrfsPayload) => useQuery(transferRequestsQuery(payload));
