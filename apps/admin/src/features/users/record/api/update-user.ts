import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { UpdateUserRequest, UserAnswer } from '@bet/domain/api/admin/user-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const updateUser = (request: UpdateUserRequest) => callApi<UserAnswer>('admin/updateUser', request);

/** Changes part of a user's record; the answer is the whole record as it now stands. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminQueryKeys.user(answer.user.id), answer);
      // The lists show names and statuses; the record itself is already the answer.
      await queryClient.invalidateQueries({
        queryKey: adminQueryKeys.usersAll,
        predicate: (query) => query.queryKey[2] !== 'record',
      });
    },
  });
}
