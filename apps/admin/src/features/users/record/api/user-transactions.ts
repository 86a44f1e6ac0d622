import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type {
  UserTransactionsAnswer,
  UserTransactionsRequest,
} from '@bet/domain/api/admin/user-transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchUserTransactions = (request: UserTransactionsRequest, signal?: AbortSignal) =>
  callApi<UserTransactionsAnswer>('admin/userTransactions', request, signal);

export const userTransactionsQuery = (request: UserTransactionsRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.userTransactions(request),
    queryFn: ({ signal }) => fetchUserTransactions(request, signal),
    // The page on screen stays while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** A page of one user's credit movements, newest first, signed in minor units. */
export const useUserTransactions = (request: UserTransactionsRequest) =>
  useQuery(userTransactionsQuery(request));
