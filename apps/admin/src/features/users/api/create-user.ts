import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { CreateUserAnswer, CreateUserRequest } from '@bet/domain/api/admin/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createUser = (request: CreateUserRequest) =>
  callApi<CreateUserAnswer>('admin/createUser', request);

/** Opens an account; the lists and the tree show it afterwards. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.usersAll }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.treeAll }),
      ]);
    },
  });
}
