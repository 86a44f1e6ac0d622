import type { PublicSiteSettings } from '@bet/domain';
import { useCallback, useEffect, useState } from 'react';

export type SettingsResponse = {
  status: true;
  settings: PublicSiteSettings;
  new_site_api: string;
  version: number;
  mobileCss: string;
  generalJs: string;
  serverid: string;
  operatorId: number;
};

/** The site's public settings, picked by the host this page was served from. */
export async function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  const domain = encodeURIComponent(window.location.hostname);
  const response = await fetch(`/api/settings?domain=${domain}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`settings: HTTP ${response.status}`);
  const body = (await response.json()) as SettingsResponse | { status: false };
  if (!body.status) throw new Error('settings: refused');
  return body;
}

export type SettingsState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; data: SettingsResponse };

/** Loads the settings once on mount; `retry` loads them again after a failure. */
export function useSettings(): SettingsState {
  const [result, setResult] = useState<SettingsResponse | 'error' | null>(null);

  const load = useCallback((signal: AbortSignal) => {
    setResult(null);
    getSettings(signal).then(setResult, () => {
      if (!signal.aborted) setResult('error');
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const retry = useCallback(() => load(new AbortController().signal), [load]);

  if (result === null) return { state: 'loading' };
  if (result === 'error') return { state: 'error', retry };
  return { state: 'ready', data: result };
}
