import { callApi } from '@bet/api-client/call-api';
import type { ChangePasswordRequest } from '@bet/domain/api/auth';
import type { MessageAnswer } from '@bet/domain/api/common';
import { useMutation } from '@tanstack/react-query';

/** changePassword: resolves with the server's translated success message; other sessions of the player end. */
export async function changePassword(payload: ChangePasswordRequest): Promise<string> {
  return (await callApi<MessageAnswer>('changePassword', payload)).msg;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
