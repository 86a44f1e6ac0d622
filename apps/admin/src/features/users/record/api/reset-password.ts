import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { resetPasswordRequest } from '@bet/domain/api/admin/user-edit';
import type { OkAnswer } from '@bet/domain/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const resetPassword = (request: ResetPasswordRequest) =>
  callApi<OkAnswer>('admin/resetPassword', request);

/** Gives a user a new password; the server signs them out everywhere, so their sign-ins are read again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.signIns(request.targetUserId) }),
  });
}
