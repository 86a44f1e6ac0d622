import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

export type ResetPasswordInput = { password: string; repassword: string; passCode: string };

/** Sets a new password with the mailed pass code. */
export function resetPassword(input: ResetPasswordInput): Promise<{ status: true; msg: string }> {
  return callApi('resetPassword', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
