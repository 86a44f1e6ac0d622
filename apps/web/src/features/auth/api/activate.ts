import { callApi } from '@bet/api-client/call-api';
import { useMutation } from '@tanstack/react-query';

/** Activates a new account with the code from the e-mail link or the SMS; answers the success text. */
export function activate(activationCode: string): Promise<{ status: true; msg: string }> {
  return callApi('activate', { activationCode: activationCode.trim() });
}

export const useActivate = () => useMutation({ mutationFn: activate });
