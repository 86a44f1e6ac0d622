import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { RolesAnswer } from '@bet/domain/api/admin/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchRoles = (signal?: AbortSignal) => callApi<RolesAnswer>('admin/roles', {}, signal);

export const rolesQuery = queryOptions({
  queryKey: adminQueryKeys.roles,
  queryFn: ({ signal }) => fetchRoles(signal),
});

export const useRoles = () => useQuery(rolesQuery);
