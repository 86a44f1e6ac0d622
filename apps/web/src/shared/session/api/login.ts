import { callApi } from '@bet/api-client/call-api';
import type { LoginAnswer } from '@bet/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSignedInUser } from '../refresh-user.ts';

/** securityCode: the solved challenge, once failed passwords made the sign-in ask for one. */
export type LoginInput = { userName: string; password: string; securityCode?: string | undefined };

export function login(input: LoginInput): Promise<LoginAnswer> {
  const { securityCode } = input;
  return callApi<LoginAnswer>('login', {
    userName: input.userName.trim(),
    password: input.password,
    ...(securityCode ? { securityCode } : {}),
  });
}

/** Signs in; resolves once `userQuery` holds the signed-in user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      await refreshSignedInUser(queryClient, answer.userId);
    },
  });
}
