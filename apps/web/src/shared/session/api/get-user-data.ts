import { ApiError, callApi } from '@bet/api-client/call-api';
import type { UserInfo } from '@bet/domain/api/account';
import type { PermissionName } from '@bet/domain/user-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { PresentedLimitSet, UserInfo } from '@bet/domain/api/account';
export type { PermissionName } from '@bet/domain/user-defaults';

/** The signed-in user, or null for a visitor (the session cookie is httpOnly, so the server decides). */
export async function getUserData(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return await callApi<UserInfo>('getUserData', {}, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUserData(signal),
  staleTime: 30_000,
});

export const useUserQuery = () => useQuery(userQuery);

/** The signed-in user or null; only meaningful once the app gate has loaded it. */
export function useUser(): UserInfo | null {
  return useQuery(userQuery).data ?? null;
}

export const hasPermission = (user: UserInfo | null, name: PermissionName): boolean =>
  user?.[name]?.status === 1;
