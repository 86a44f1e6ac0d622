import { callApi } from '@bet/api-client/call-api';
import type { LoginAnswer, LoginRequest } from '@bet/domain/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSignedInUser } from '../refresh-user.ts';

/** securityCode: the solved challenge, once failed passwords made the sign-in ask for one. */
type LoginInput = Pick<LoginRequest, 'userName' | 'password' | 'securityCode'>;

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
