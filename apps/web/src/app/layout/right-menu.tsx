import { currencySymbol } from '@bet/domain/reference/currencies';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '../../features/auth/utils/client-version.ts';
import { userQuery } from '../../features/session/api/get-user-data.ts';
import { canUseArea, waitingBadge } from '../../features/site/areas.ts';
import { useSiteSettings } from '../../features/site/use-site-settings.ts';
import { formatNumber } from '../../shared/format/format.ts';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import {
  CloseIcon,
  GiftIcon,
  ImageIcon,
  ListIcon,
  LockIcon,
  MinusIcon,
  PlusIcon,
  SettingsIcon,
  SyncIcon,
  TicketIcon,
  TransferIcon,
  UserIcon,
  UsersIcon,
} from '../../shared/ui/icons.tsx';
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
  const payments = user.onlineUser === 1 && settings.login_screen !== 1 && settings.register_disabled !== 1;
  const affiliate = settings.affiliateStatus === '1' && user.affiliateStatus === 1 && user.onlineUser === 1;
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
          <>
            <MenuLink to={to('bonusRequest')} icon={<GiftIcon />}>
              {t('layout.account.bonusRequest')}
            </MenuLink>
            <MenuLink to={to('transferRequest')} icon={<TransferIcon />}>
              {t('layout.account.transferRequest')}
            </MenuLink>
            <MenuLink to={to('deposit')} icon={<PlusIcon />}>
              {t('layout.account.deposit')}
            </MenuLink>
            <MenuLink to={to('withdraw')} icon={<MinusIcon />}>
              {t('layout.account.withdraw')}
            </MenuLink>
          </>
        )}
        {affiliate && (
          <>
            <MenuLink to={to('affiliate')} icon={<UsersIcon />}>
              {t('layout.account.affiliate')}
            </MenuLink>
            <MenuLink to={to('affiliateBanner')} icon={<ImageIcon />}>
              {t('layout.account.affiliateBanner')}
            </MenuLink>
          </>
        )}
      </ul>
      <ul className="list menu-list">
        <MenuLink to={to('transactions')} icon={<ListIcon />}>
          {t('layout.account.transactions')}
        </MenuLink>
        <MenuLink to={to('userInformation')} icon={<UserIcon />}>
          {t('layout.account.userInformation')}
        </MenuLink>
        <MenuLink to={to('settings')} icon={<SettingsIcon />}>
          {t('layout.account.settings')}
        </MenuLink>
        <MenuLink to={to('changePassword')} icon={<LockIcon />}>
          {t('layout.account.changePassword')}
        </MenuLink>
        <LogoutRow />
      </ul>
      <p className="menu-version">{t('layout.account.version', { version: CLIENT_VERSION })}</p>
    </div>
  );
}
