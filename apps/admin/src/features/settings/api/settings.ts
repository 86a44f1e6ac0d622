import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { SettingsAnswer } from '@bet/domain/api/admin/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSettings = (signal?: AbortSignal) => callApi<SettingsAnswer>('admin/settings', {}, signal);

export const settingsQuery = queryOptions({
  queryKey: adminQueryKeys.settings,
  queryFn: ({ signal }) => fetchSettings(signal),
});

export const useSettings = () => useQuery(settingsQuery);
