import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { logout } from '@bet/api-client/logout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { usePermissionsChangedStore } from './permissions-changed-store.ts';

/** Signs out, leaves for the sign-in page, then forgets everything the back office had loaded. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // flushSync: the guarded page must be gone before the staff member is, or it shows "log in first".
      await navigate('/login', { replace: true, flushSync: true });
      usePermissionsChangedStore.getState().clear();
      queryClient.removeQueries({ queryKey: adminQueryKeys.all });
      queryClient.setQueryData(adminQueryKeys.me, null);
    },
  });
}
