import { callApi } from '@bet/api-client/call-api';
import { useMutation } from '@tanstack/react-query';

export type ForgotPasswordInput = {
  username: string;
  birthDateDay: number;
  birthDateMonth: number;
  birthDateYear: number;
};

/** Asks for a reset link by e-mail; the answer's text is the same whether or not the details matched. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ status: true; msg: string }> {
  return callApi('forgotPassword', { ...input, username: input.username.trim() });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
