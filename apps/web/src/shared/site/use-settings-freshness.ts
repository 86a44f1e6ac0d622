import { useEffect } from 'react';
import { SETTINGS_REFRESH_MS, useSettingsQuery } from './api/get-settings.ts';

// The newest settings version any tab of this site has seen.
const VERSION_KEY = 'siteSettingsVersion';

function storedVersion(): number {
  try {
    return Number(localStorage.getItem(VERSION_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeVersion(version: number): void {
  try {
    localStorage.setItem(VERSION_KEY, String(version));
  } catch {
    // Storage off: each tab then only refreshes on its own timer.
  }
}

/**
 * Keeps the settings fresh (spec 000 section 4): every 6 hours (the query's refetchInterval, and on return to a
 * tab that slept through it), and at once when another tab stored a newer version than the one this tab holds.
 */
export function useSettingsFreshness(): void {
  const { data, dataUpdatedAt, refetch } = useSettingsQuery();
  const version = data?.version ?? 0;

  useEffect(() => {
    if (version > storedVersion()) storeVersion(version);
  }, [version]);

  useEffect(() => {
    const refresh = () => void refetch();
    const onStorage = (e: StorageEvent) => {
      if (e.key === VERSION_KEY && Number(e.newValue) > version) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - dataUpdatedAt > SETTINGS_REFRESH_MS || storedVersion() > version) refresh();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [version, dataUpdatedAt, refetch]);
}
