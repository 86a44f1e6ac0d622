import { callApi } from '@bet/api-client/call-api';
import type { ForgotPasswordRequest } from '@bet/domain/api/auth';
import type { MessageAnswer } from '@bet/domain/api/common';
import { useMutation } from '@tanstack/react-query';

/** Asks for a reset link by e-mail; the answer's text is the same whether or not the details matched. */
export function forgotPassword(input: ForgotPasswordRequest): Promise<MessageAnswer> {
  return callApi('forgotPassword', { ...input, username: input.username?.trim() });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
