import type { SettingsResponse } from '@bet/domain/api/site';
import { useEffect } from 'react';
import { useSettingsQuery } from './api/get-settings.ts';
import { useDocumentBranding } from './use-document-branding.ts';
import { useExternalAssets } from './use-external-assets.ts';
import { useReloadCheck } from './use-reload-check.ts';
import { useSettingsFreshness } from './use-settings-freshness.ts';

function useLoadedSettings(): SettingsResponse {
  const { data } = useSettingsQuery();
  if (!data) throw new Error('useSiteSetup before the settings loaded');
  return data;
}

/** Everything the white-label settings do to the page outside React's tree; used once by the app shell. */
export function useSiteSetup(userQueryKey: readonly unknown[]): void {
  const data = useLoadedSettings();
  useDocumentBranding(data.settings.site_title, data.settings.site_logo);
  useExternalAssets(data);
  useSettingsFreshness();
  useReloadCheck(userQueryKey);
  useEffect(() => {
    // Production only: a worker in development would serve stale modules.
    if (import.meta.env.PROD) void import('./service-worker.ts').then((m) => m.registerServiceWorker());
  }, []);
}
