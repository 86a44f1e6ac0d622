import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { UserAnswer } from '@bet/domain/api/admin/user-edit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchUserRecord = (targetUserId: number, signal?: AbortSignal) =>
  callApi<UserAnswer>('admin/user', { targetUserId }, signal);

export const userRecordQuery = (targetUserId: number) =>
  queryOptions({
    queryKey: adminQueryKeys.user(targetUserId),
    queryFn: ({ signal }) => fetchUserRecord(targetUserId, signal),
  });

/** One user's whole record: profile, product permissions, limits and open coupons' sums. */
export const useUserRecord = (targetUserId: number) => useQuery(userRecordQuery(targetUserId));
