import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { SettingsAnswer } from '@bet/domain/api/admin/site';
import type { UploadLogoRequest } from '@bet/domain/api/admin/site-logo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadLogo } from './upload-logo.ts';

/** The changed settings as the form encoded them; the server checks each against its schema. */
export const saveSettings = (settings: Record<string, unknown>) =>
  callApi<SettingsAnswer>('admin/saveSettings', { settings });

/** One press of Save: the changed settings, and a newly picked logo file if any. */
export type SettingsSave = { patch: Record<string, unknown>; logo: UploadLogoRequest | null };

async function saveAll({ patch, logo }: SettingsSave): Promise<SettingsAnswer> {
  if (!logo) return saveSettings(patch);
  const uploaded = await uploadLogo(logo);
  // The uploaded file wins over a logo link typed in the same save.
  const { site_logo: _link, ...rest } = patch;
  return Object.keys(rest).length > 0 ? saveSettings(rest) : uploaded;
}

/** Changes some settings (the logo first); the answer is all of them as they now stand. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAll,
    onSuccess: (answer) => queryClient.setQueryData(adminQueryKeys.settings, answer),
  });
}
