import type { LoginAnswer } from '@bet/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { refreshSignedInUser } from '../refresh-user.ts';

export type LoginInput = { userName: string; password: string };

export function login(input: LoginInput): Promise<LoginAnswer> {
  return callApi<LoginAnswer>('login', { userName: input.userName.trim(), password: input.password });
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
