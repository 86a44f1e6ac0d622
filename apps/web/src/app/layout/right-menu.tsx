import { currencySymbol } from '@bet/domain/reference/currencies';
import { CloseIcon, GiftIcon, SyncIcon, TicketIcon, UserIcon } from '@bet/ui/icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINK_ICONS } from '../../features/account/components/account-link-icons.ts';
import { type AccountLink, accountLinks } from '../../features/account/lib/account-links.ts';
import { CLIENT_VERSION } from '../../features/auth/utils/client-version.ts';
import { formatNumber } from '../../shared/format/format.ts';
import { userQuery } from '../../shared/session/api/get-user-data.ts';
import { canUseArea, waitingBadge } from '../../shared/site/areas.ts';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { LogoutRow } from './logout-row.tsx';
import { MenuLink } from './menu-link.tsx';
import { useRouteInfo } from './route-info.ts';
import './menus.css';

/** The signed-in player's menu (spec 000 section 2.3): credit, coupons, money requests, account pages, logout. */
export function RightMenu() {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const settings = useSiteSettings();
  const { data: user, refetch, isFetching } = useQuery(userQuery);
  const waiting = useSlipBadgeStore((s) => s.waitingCoupons);
  const setRightMenu = useUiStore((s) => s.setRightMenu);
  if (!user) return null;
  const to = (path: string) => `/${lang}/${path}`;
  const ctx = { user, settings };
  const bets = canUseArea('sport', ctx) || canUseArea('live', ctx);
  const links = accountLinks({
    onlineUser: user.onlineUser,
    affiliateStatus: user.affiliateStatus,
    settings,
  });
  const payments = links.includes('deposit');
  // The account page's destinations the player has, in the order given.
  const rows = (order: AccountLink[]) =>
    order
      .filter((link) => links.includes(link))
      .map((link) => {
        const Icon = ACCOUNT_LINK_ICONS[link];
        return (
          <MenuLink key={link} to={to(link)} icon={<Icon />}>
            {t(`layout.account.${link}`)}
          </MenuLink>
        );
      });
  return (
    <div className="right-menu">
      <div className="menu-head">
        <span className="right-menu-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="right-menu-who">
          <strong>{user.userName}</strong>
          {(user.firstName || user.lastName) && (
            <span className="muted">{`${user.firstName} ${user.lastName}`.trim()}</span>
          )}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={() => setRightMenu(false)}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="credit-card">
        <span className="credit-caption">{t('layout.account.credit')}</span>
        <span className="credit-value" aria-live="polite">
          {formatNumber(user.credit, lang)} <small>{currencySymbol(user.currency)}</small>
        </span>
        <button
          type="button"
          className={`icon-button credit-sync${isFetching ? ' spinning' : ''}`}
          aria-label={t('layout.account.refresh')}
          aria-busy={isFetching}
          onClick={() => void refetch()}
        >
          <SyncIcon />
        </button>
      </div>
      <ul className="list menu-list">
        {bets && (
          <MenuLink
            to={to('coupons')}
            icon={<TicketIcon />}
            end={<span className="badge">{waitingBadge(waiting)}</span>}
          >
            {t('layout.account.coupons')}
          </MenuLink>
        )}
        {payments && (
          <MenuLink to={to('bonusRequest')} icon={<GiftIcon />}>
            {t('layout.account.bonusRequest')}
          </MenuLink>
        )}
        {rows(['transferRequest', 'deposit', 'withdraw', 'affiliate', 'affiliateBanner'])}
      </ul>
      <ul className="list menu-list">
        {rows(['transactions', 'userInformation', 'settings', 'changePassword', 'responsibleGaming'])}
        <LogoutRow />
      </ul>
      <p className="menu-version">{t('layout.account.version', { version: CLIENT_VERSION })}</p>
    </div>
  );
}
