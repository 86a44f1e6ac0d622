import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { TotpSetupAnswer } from '@bet/domain/api/admin/staff';
import type { OkAnswer } from '@bet/domain/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_UNAUTHORIZED } from '../../../shared/api/query-client.ts';

/** A new secret to scan; nothing changes until a code from it is confirmed. */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => callApi<TotpSetupAnswer>('admin/totpSetup') });
}

/** Turns two-factor sign-in on or off; `me` then says which. */
function useTotpChange<T extends Record<string, string>>(name: 'admin/totpConfirm' | 'admin/totpDisable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => callApi<OkAnswer>(name, request),
    // A wrong code may come back as 401: an answer to show, not an ended session.
    meta: OWN_UNAUTHORIZED,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.me }),
  });
}

export const useTotpConfirm = () => useTotpChange<{ secret: string; otp: string }>('admin/totpConfirm');
export const useTotpDisable = () => useTotpChange<{ otp: string }>('admin/totpDisable');
