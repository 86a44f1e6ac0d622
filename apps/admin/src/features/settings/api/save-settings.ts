import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { SettingsAnswer } from '@bet/domain/api/admin/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The changed settings as the form encoded them; the server checks each against its schema. */
export const saveSettings = (settings: Record<string, unknown>) =>
  callApi<SettingsAnswer>('admin/saveSettings', { settings });

/** Changes some settings; the answer is all of them as they now stand. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => queryClient.setQueryData(adminQueryKeys.settings, answer),
  });
}
