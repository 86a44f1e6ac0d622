import type { SettingsResponse } from '@bet/domain/api/site';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './api/get-settings.ts';

/** The loaded site settings; the app gate renders nothing that calls this before they arrive. */
export function useSiteSettings(): SettingsResponse['settings'] {
  const { data } = useQuery(settingsQuery);
  if (!data) throw new Error('useSiteSettings before the settings loaded');
  return data.settings;
}
