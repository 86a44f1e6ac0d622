import { callApi } from '@bet/api-client/call-api';
import type { TransferRequestsAnswer, TransferRequestsRequest } from '@bet/domain/api/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type TransferRequestsPage = Pick<TransferRequestsAnswer, 'results' | 'totalCount'>;

/** trfs: one page of the signed-in player's transfer requests. */
export async function getTransferRequests(
  payload: TransferRequestsRequest,
  signal?: AbortSignal,
): Promise<TransferRequestsPage> {
  const { results, totalCount } = await callApi<TransferRequestsAnswer>('trfs', payload, signal);
  return { results, totalCount };
}

export const transferRequestsQuery = (payload: TransferRequestsRequest) =>
  queryOptions({
    queryKey: ['account', 'transferRequests', payload],
    queryFn: ({ signal }) => getTransferRequests(payload, signal),
    placeholderData: keepPreviousData,
  });

export const useTransferRequests = (payload: TransferRequestsRequest) =>
  useQuery(transferRequestsQuery(payload));
