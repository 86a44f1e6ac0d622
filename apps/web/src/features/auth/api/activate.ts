import { callApi } from '@bet/api-client/call-api';
import type { ActivateRequest } from '@bet/domain/api/account';
import type { MessageAnswer } from '@bet/domain/api/common';
import { useMutation } from '@tanstack/react-query';

/** Activates a new account with the code from the e-mail link or the SMS; answers the success text. */
export function activate(activationCode: string): Promise<MessageAnswer> {
  return callApi('activate', { activationCode: activationCode.trim() } satisfies ActivateRequest);
}

export const useActivate = () => useMutation({ mutationFn: activate });
