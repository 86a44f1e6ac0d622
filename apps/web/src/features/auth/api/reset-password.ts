import { callApi } from '@bet/api-client/call-api';
import type { ResetPasswordRequest } from '@bet/domain/api/auth';
import type { MessageAnswer } from '@bet/domain/api/common';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password with the mailed pass code. */
export function resetPassword(input: ResetPasswordRequest): Promise<MessageAnswer> {
  return callApi('resetPassword', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
