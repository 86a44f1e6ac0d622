import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery } from './api/get-settings.ts';

/** Settings older than this when the user load fails mean the page itself may be stale (spec 000 section 9). */
export const RELOAD_CHECK_MS = 5 * 60_000;
const LAST_RELOAD_KEY = 'reloadCheckAt';

function reloadedRecently(now: number): boolean {
  try {
    return now - (Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || 0) < RELOAD_CHECK_MS;
  } catch {
    return true;
  }
}

/**
 * After a failed load of the query with `userQueryKey` (the user data), reloads the page when the settings are older than 5 minutes: a long-open tab
 * may be talking to a server that moved on. At most once per 5 minutes, so a down server cannot cause a loop.
 */
export function useReloadCheck(userQueryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryHash !== JSON.stringify(userQueryKey)) return;
        const now = Date.now();
        const settingsAt = queryClient.getQueryState(settingsQuery.queryKey)?.dataUpdatedAt ?? 0;
        if (now - settingsAt <= RELOAD_CHECK_MS || reloadedRecently(now)) return;
        try {
          sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
        } catch {
          return;
        }
        window.location.reload();
      }),
    [queryClient, userQueryKey],
  );
}
