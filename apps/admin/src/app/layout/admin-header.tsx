import { Button } from '@bet/ui/button.tsx';
import { LogoutIcon, MenuIcon, UserIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../../shared/session/me-query.ts';
import { useLogout } from '../../shared/session/use-logout.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The top bar: the menu button and site on a phone; the staff member, language and sign-out everywhere. */
export function AdminHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const me = useStaff();
  const logout = useLogout();
  return (
    <header className="admin-header top-bar">
      <button
        type="button"
        className="icon-button admin-menu-button"
        aria-label={t('layout.openMenu')}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </button>
      <span className="admin-header-site">{me.siteName}</span>
      <div className="admin-header-end">
        <LanguageSwitch />
        <span className="admin-header-user" title={t('layout.signedInAs', { name: me.username })}>
          <UserIcon size={20} />
          <span className="admin-header-user-text">
            <span className="admin-header-username">{me.username}</span>
            <span className="admin-header-role">{me.roleName ?? t(`roles.${me.role}`)}</span>
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="admin-logout"
          loading={logout.isPending}
          onClick={() => logout.mutate()}
          aria-label={t('layout.logout')}
        >
          <LogoutIcon size={20} />
          <span className="admin-logout-text">{t('layout.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
