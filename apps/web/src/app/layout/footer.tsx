import { BallIcon, CashoutIcon, HomeIcon, LiveIcon, TicketIcon } from '@bet/ui/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import { canUseArea, waitingBadge } from '../../shared/site/areas.ts';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { useRouteInfo } from './route-info.ts';
import './footer.css';

/** The coupon tab: the slip's selection count, or for a signed-in player the waiting coupons. */
function CouponTab() {
  const { t } = useTranslation();
  const { lang, route } = useRouteInfo();
  const navigate = useNavigate();
  const user = useUser();
  const openLogin = useUiStore((s) => s.openLogin);
  const { count, waitingCoupons } = useSlipBadgeStore();
  const open = () => {
    if (count > 0) void navigate(`/${lang}/betslip`);
    else if (user) void navigate(`/${lang}/coupons`);
    else openLogin(`/${lang}/coupons`);
  };
  const active = route === 'betslip' || route === 'coupons';
  const waiting = user && count === 0 && waitingCoupons > 0;
  return (
    <button
      type="button"
      className={`footer-item${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={open}
    >
      <span className="footer-icon">
        <TicketIcon />
        {count > 0 && (
          <span className="badge footer-badge" aria-hidden="true">
            {count}
          </span>
        )}
        {waiting && (
          <span className="badge badge-muted footer-badge" aria-hidden="true">
            {waitingBadge(waitingCoupons)}
          </span>
        )}
      </span>
      <span>{t('layout.footer.coupon')}</span>
      {count > 0 && <span className="visually-hidden">{t('layout.footer.slipCount', { count })}</span>}
      {waiting && (
        <span className="visually-hidden">{t('layout.footer.waitingCount', { count: waitingCoupons })}</span>
      )}
    </button>
  );
}

/** The bottom navigation on phones (spec 000 section 2.3); the floating slip counter replaces it while the slip has selections. */
export function Footer() {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const user = useUser();
  const settings = useSiteSettings();
  const slipCount = useSlipBadgeStore((s) => s.count);
  if (slipCount > 0) return null;
  const ctx = { user, settings };
  const item = ({ isActive }: { isActive: boolean }) => `footer-item${isActive ? ' active' : ''}`;
  return (
    <nav className="footer" aria-label={t('layout.footer.label')}>
      <NavLink to={`/${lang}/`} end className={item}>
        <HomeIcon />
        <span>{t('layout.footer.home')}</span>
      </NavLink>
      {canUseArea('sport', ctx) && (
        <NavLink to={`/${lang}/sports`} className={item}>
          <BallIcon />
          <span>{t('layout.footer.sports')}</span>
        </NavLink>
      )}
      {canUseArea('live', ctx) && (
        <NavLink to={`/${lang}/livebets`} className={item}>
          <LiveIcon />
          <span>{t('layout.footer.live')}</span>
        </NavLink>
      )}
      {user && canUseArea('live', ctx) && (
        <NavLink to={`/${lang}/cashout`} className={item}>
          <CashoutIcon />
          <span>{t('layout.footer.cashout')}</span>
        </NavLink>
      )}
      <CouponTab />
    </nav>
  );
}
