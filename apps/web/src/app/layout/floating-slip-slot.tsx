import { TicketIcon } from '@bet/ui/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../shared/format/format.ts';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import { useRouteInfo } from './route-info.ts';
import './footer.css';

/**
 * The floating coupon counter (spec 000 section 2.3): while the slip has selections it replaces the footer on
 * phones, shows the count and the maximum payout plus stake, and opens the BetSlip. Renders nothing at 0.
 * The betting release fills `useSlipBadgeStore` (count, payout) and may replace this body.
 */
export function FloatingSlipSlot() {
  const { t } = useTranslation();
  const { lang, route } = useRouteInfo();
  const { count, payout } = useSlipBadgeStore();
  if (count === 0 || route === 'betslip') return null;
  return (
    <Link to={`/${lang}/betslip`} className="floating-slip">
      <span className="floating-slip-count">
        <TicketIcon />
        <span className="badge">{count}</span>
      </span>
      <span className="floating-slip-label">{t('layout.slip.open')}</span>
      <span className="floating-slip-payout">
        <span className="floating-slip-caption">{t('layout.slip.maxPayout')}</span>
        <strong>{formatNumber(payout, lang)}</strong>
      </span>
    </Link>
  );
}
