import { callApi } from '@bet/api-client/call-api';
import type { HandLoginAnswer, HandLoginRequest } from '@bet/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSignedInUser } from '../refresh-user.ts';

/** Signs a hand terminal in with its one-time token. */
export function handLogin(token: string): Promise<HandLoginAnswer> {
  return callApi<HandLoginAnswer>('handlogin', { token } satisfies HandLoginRequest);
}

/** Hand-terminal sign-in; resolves once `userQuery` holds the signed-in user. */
export function useHandLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handLogin,
    onSuccess: async (answer) => {
      await refreshSignedInUser(queryClient, answer.userId);
    },
  });
}
