import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../features/session/api/get-user-data.ts';
import { useSiteSettings } from '../../features/site/use-site-settings.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';

export function Header() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const user = useUser();
  const settings = useSiteSettings();
  const { setLeftMenu, setRightMenu, openLogin } = useUiStore();
  return (
    <header className="header">
      <button type="button" className="icon-button" aria-label={t('header.menu')} onClick={() => setLeftMenu(true)}>
        ☰
      </button>
      <Link to={`/${lang}/`} className="logo">
        {settings.site_title}
      </Link>
      <div className="header-actions">
        {user ? (
          <button type="button" className="credit" onClick={() => setRightMenu(true)}>
            {user.credit}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={() => openLogin()}>
              {t('header.login')}
            </button>
            {settings.register_disabled !== 1 && (
              <Link className="button button-accent" to={`/${lang}/register`}>
                {t('header.register')}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}
