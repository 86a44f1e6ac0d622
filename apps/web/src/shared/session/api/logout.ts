import { logout } from '@bet/api-client/logout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { settingsQuery } from '../../site/api/get-settings.ts';
import { forgetSession } from '../stored-session.ts';
import { userQuery } from './get-user-data.ts';

/**
 * Signs out and leaves for Login (when the site's login_screen is 1) or Home (spec 000 section 2.3).
 * The user is cleared only after that navigation, so a login-only page never sees a visitor.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang = 'tr' } = useParams();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      forgetSession();
      const loginScreen = queryClient.getQueryData(settingsQuery.queryKey)?.settings.login_screen === 1;
      // flushSync: the login-only page must be gone before the user is cleared, or its guard reacts.
      await navigate(loginScreen ? `/${lang}/firstlogin` : `/${lang}/`, { replace: true, flushSync: true });
      queryClient.setQueryData(userQuery.queryKey, null);
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    },
  });
}
