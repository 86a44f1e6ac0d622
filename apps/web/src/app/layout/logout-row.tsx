import { LogoutIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/session/api/logout.ts';
import { forgetBetslip } from '../../shared/session/stored-session.ts';
import { useNotifyStore } from '../../shared/stores/notify-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';

/** The right menu's logout: ends the session, then Login (login_screen 1) or Home, and clears the slip. */
export function LogoutRow() {
  const { t } = useTranslation();
  const logout = useLogout();
  const setRightMenu = useUiStore((s) => s.setRightMenu);
  const notify = useNotifyStore((s) => s.notifyThenReset);
  const run = async () => {
    try {
      await logout.mutateAsync();
      forgetBetslip();
      setRightMenu(false);
    } catch (err) {
      notify(2, err instanceof Error && err.message ? err.message : t('common.errors.technicalError'));
    }
  };
  return (
    <li>
      <button
        type="button"
        className="list-row menu-row"
        disabled={logout.isPending}
        aria-busy={logout.isPending}
        onClick={() => void run()}
      >
        {logout.isPending ? <Spinner size={24} /> : <LogoutIcon />}
        <span>{t('layout.account.logout')}</span>
      </button>
    </li>
  );
}
