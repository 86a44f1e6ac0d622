import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { ApiError, callApi } from '@bet/api-client/call-api';
import type { StaffMe, StaffMeAnswer } from '@bet/domain/api/admin/staff';
import type { StaffPermission } from '@bet/domain/authz/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Who is signed in to the back office; null when no one is (the server answered 401). */
export async function fetchMe(signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    return (await callApi<StaffMeAnswer>('admin/me', {}, signal)).me;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQuery = queryOptions({
  queryKey: adminQueryKeys.me,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});

export const useMeQuery = () => useQuery(meQuery);

/** The signed-in staff member; only inside the guarded area, which renders once it is known. */
export function useStaff(): StaffMe {
  const { data } = useMeQuery();
  if (!data) throw new Error('useStaff used outside the signed-in area');
  return data;
}

export const hasPermission = (me: StaffMe, permission: StaffPermission): boolean =>
  me.permissions.includes(permission);

/** Whether a page opens for the staff member: its permission, and the platform's site for shared data. */
export const opensFor = (me: StaffMe, route: { permission?: StaffPermission; platform?: true }): boolean =>
  (!route.permission || hasPermission(me, route.permission)) && (!route.platform || me.platformSite);
