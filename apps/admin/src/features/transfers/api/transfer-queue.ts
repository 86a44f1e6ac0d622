import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { TransferQueueAnswer, TransferQueueRequest } from '@bet/domain/api/admin/transfers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchTransferQueue = (request: TransferQueueRequest, signal?: AbortSignal) =>
  callApi<TransferQueueAnswer>('admin/transferQueue', request, signal);

export const transferQueueQuery = (request: TransferQueueRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.transfers(request),
    queryFn: ({ signal }) => fetchTransferQueue(request, signal),
    // The page on screen stays while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

export const useTransferQueue = (request: TransferQueueRequest) => useQuery(transferQueueQuery(request));
