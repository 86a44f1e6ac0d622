import { callApi } from '@bet/api-client/call-api';
import { useMutation } from '@tanstack/react-query';

export type ResetPasswordInput = { password: string; repassword: string; passCode: string };

/** Sets a new password with the mailed pass code. */
export function resetPassword(input: ResetPasswordInput): Promise<{ status: true; msg: string }> {
  return callApi('resetPassword', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
