import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { SaveRoleRequest, saveRoleAnswer } from '@bet/domain/api/admin/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

type SaveRoleAnswer = z.infer<typeof saveRoleAnswer>;

export const saveRole = (request: SaveRoleRequest) => callApi<SaveRoleAnswer>('admin/saveRole', request);

/** Adds a role, or changes one for everyone holding it. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async () => {
      // The user lists show role names, so a renamed role refreshes them too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.roles }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.usersAll }),
      ]);
    },
  });
}
