import { currencySymbol } from '@bet/domain/reference/currencies';
import { buttonClass } from '@bet/ui/button.tsx';
import { ArrowBackIcon, MenuIcon, TicketIcon, WalletIcon } from '@bet/ui/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../shared/format/format.ts';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { Clock } from './clock.tsx';
import { useRouteInfo } from './route-info.ts';
import { SiteBrand } from './site-brand.tsx';
import { useBack } from './use-back.ts';

function SignedInActions() {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const user = useUser();
  const settings = useSiteSettings();
  const setRightMenu = useUiStore((s) => s.setRightMenu);
  if (!user) return null;
  const closedSite = settings.login_screen === 1;
  return (
    <>
      {closedSite ? (
        <Link
          className="icon-button header-shortcut"
          to={`/${lang}/coupons`}
          aria-label={t('layout.header.coupons')}
        >
          <TicketIcon />
        </Link>
      ) : (
        <Link
          className="icon-button header-shortcut"
          to={`/${lang}/deposit`}
          aria-label={t('layout.header.deposit')}
        >
          <WalletIcon />
        </Link>
      )}
      <button type="button" className="header-credit" onClick={() => setRightMenu(true)}>
        <span className="header-credit-amount">{formatNumber(user.credit, lang)}</span>
        <span className="header-credit-currency">{currencySymbol(user.currency)}</span>
        {/* Named by what it shows first, so voice control can say what it sees. */}
        <span className="visually-hidden">, {t('layout.header.account', { name: user.userName })}</span>
      </button>
    </>
  );
}

function VisitorActions() {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const settings = useSiteSettings();
  const openLogin = useUiStore((s) => s.openLogin);
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('secondary', 'sm')} header-login`}
        onClick={() => openLogin()}
      >
        {t('layout.header.login')}
      </button>
      {settings.register_disabled !== 1 && (
        <Link className={buttonClass('accent', 'sm')} to={`/${lang}/register`}>
          {t('layout.header.register')}
        </Link>
      )}
    </>
  );
}

/** The top bar (spec 000 section 2.3): menu, back, logo, and the player's shortcuts or login and register. */
export function Header() {
  const { t } = useTranslation();
  const { route } = useRouteInfo();
  const user = useUser();
  const setLeftMenu = useUiStore((s) => s.setLeftMenu);
  const back = useBack();
  const showBack = route !== '' && route !== 'matchdetail';
  return (
    <header className="header top-bar">
      <div className="header-start">
        <button
          type="button"
          className="icon-button header-menu"
          aria-label={t('layout.header.menu')}
          onClick={() => setLeftMenu(true)}
        >
          <MenuIcon />
        </button>
        {showBack && (
          <button type="button" className="icon-button" aria-label={t('layout.header.back')} onClick={back}>
            <ArrowBackIcon />
          </button>
        )}
        <SiteBrand />
      </div>
      <Clock className="header-clock" />
      <div className="header-actions">{user ? <SignedInActions /> : <VisitorActions />}</div>
    </header>
  );
}
