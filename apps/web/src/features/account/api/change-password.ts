import { callApi } from '@bet/api-client/call-api';
import { useMutation } from '@tanstack/react-query';

export type ChangePasswordPayload = { currentPassword: string; newPassword: string; rePassword: string };

/** changePassword: resolves with the server's translated success message; other sessions of the player end. */
export async function changePassword(payload: ChangePasswordPayload): Promise<string> {
  return (await callApi<{ msg: string }>('changePassword', payload)).msg;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
