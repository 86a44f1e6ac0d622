import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { UsersAnswer, UsersRequest } from '@bet/domain/api/admin/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchUsers = (request: UsersRequest, signal?: AbortSignal) =>
  callApi<UsersAnswer>('admin/users', request, signal);

export const usersQuery = (request: UsersRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.users(request),
    queryFn: ({ signal }) => fetchUsers(request, signal),
    // The page on screen stays while the next page or sort loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (request: UsersRequest) => useQuery(usersQuery(request));
