import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { SignInsAnswer } from '@bet/domain/api/admin/user-edit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const signInsQuery = (targetUserId: number) =>
  queryOptions({
    queryKey: adminQueryKeys.signIns(targetUserId),
    queryFn: ({ signal }) => callApi<SignInsAnswer>('admin/signIns', { targetUserId }, signal),
  });

/**
 * A user's latest sign-ins (when, from which address and browser, whether still signed in), as a
 * list's page: all of them, counted.
 */
export const useSignIns = (targetUserId: number) =>
  useQuery({
    ...signInsQuery(targetUserId),
    select: (answer) => ({ rows: answer.rows, total: answer.rows.length }),
  });
