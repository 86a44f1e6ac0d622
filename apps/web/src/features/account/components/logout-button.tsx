import { Button } from '@bet/ui/button.tsx';
import { LogoutIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../shared/session/api/logout.ts';
import { forgetBetslip } from '../../../shared/session/stored-session.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { errorText } from '../lib/error-text.ts';

/** Signs out (the session's logout goes to Login or Home and clears the user) and forgets the bet slip (storage and cookie). */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const notify = useNotifyStore((s) => s.notifyThenReset);
  return (
    <Button
      variant="secondary"
      block
      loading={logout.isPending}
      onClick={async () => {
        // mutateAsync, not mutate's callbacks: the page unmounts when the logout navigates away.
        try {
          await logout.mutateAsync();
          forgetBetslip();
        } catch (err) {
          notify(2, errorText(err, t));
        }
      }}
    >
      <LogoutIcon />
      {t('account.myAccount.logout')}
    </Button>
  );
}
