import { ApiError } from '@bet/api-client/call-api';
import type { SettingsResponse } from '@bet/domain/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The spec's refresh period: six hours (spec 000 section 9). */
export const SETTINGS_REFRESH_MS = 21_600_000;

/** The site's public settings, picked by the host this page was served from. */
export async function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  const domain = encodeURIComponent(window.location.hostname);
  const response = await fetch(`/api/settings?domain=${domain}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as
    | SettingsResponse
    | { status: false; key?: string; msg?: string };
  if (!response.ok || !body.status) throw new ApiError(response.status, 'technicalError', '');
  return body;
}

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => getSettings(signal),
  staleTime: SETTINGS_REFRESH_MS,
  refetchInterval: SETTINGS_REFRESH_MS,
});

export const useSettingsQuery = () => useQuery(settingsQuery);
