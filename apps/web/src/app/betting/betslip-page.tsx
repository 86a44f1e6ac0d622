import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BetSlip } from '../../features/betslip/components/bet-slip.tsx';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import { useSlipStore } from '../../shared/slip/slip-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { useRouteInfo } from '../layout/route-info.ts';
import './betslip-page.css';

// The coupon tab's list loads when that tab is first shown.
const CompactCouponList = lazy(() =>
  import('../../features/coupons/components/compact-coupon-list.tsx').then((m) => ({
    default: m.CompactCouponList,
  })),
);

type Tab = 'slip' | 'coupons';

const readTab = (value: string | null): Tab | null =>
  value === 'slip' || value === 'coupons' ? value : null;

/**
 * The coupon tab needs a player: a visitor gets the login popup (after a login it comes back to the
 * tab); closing the popup without one goes Home when the slip is empty, else back to the slip.
 */
function useCouponTabLogin(tab: Tab, onSlip: () => void): void {
  const { lang } = useRouteInfo();
  const navigate = useNavigate();
  const signedIn = useUser() !== null;
  const loginOpen = useUiStore((s) => s.loginPopup.open);
  const empty = useSlipStore((s) => s.selections.length === 0);
  const asked = useRef(false);
  useEffect(() => {
    if (tab !== 'coupons' || signedIn) {
      asked.current = false;
      return;
    }
    if (!asked.current) {
      asked.current = true;
      useUiStore.getState().openLogin(`/${lang}/betslip?tab=coupons`);
      return;
    }
    if (loginOpen) return;
    asked.current = false;
    if (empty) void navigate(`/${lang}/`, { replace: true });
    else onSlip();
  }, [tab, signedIn, loginOpen, empty, lang, navigate, onSlip]);
}

/** BetSlip (spec 001 section 2): the bet slip and the coupon list; an empty slip starts on the coupons. */
export default function BetslipPage() {
  const { t } = useTranslation();
  const user = useUser();
  const count = useSlipStore((s) => s.selections.length);
  const [query, setQuery] = useSearchParams();
  const tab = readTab(query.get('tab')) ?? (count > 0 ? 'slip' : 'coupons');
  const showSlip = useCallback(() => setQuery({ tab: 'slip' }, { replace: true }), [setQuery]);
  useCouponTabLogin(tab, showSlip);
  // The slip opens at its top, wherever the page it was opened from was scrolled to.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <section className="page bs-page" aria-labelledby="bs-title">
      <h1 className="visually-hidden" id="bs-title">
        {t('betslip.title')}
      </h1>
      <Tabs<Tab>
        items={[
          { id: 'slip', label: t('betslip.tabs.slip'), badge: count },
          { id: 'coupons', label: t('betslip.tabs.coupons') },
        ]}
        value={tab}
        onChange={(next) => setQuery({ tab: next }, { replace: true })}
        label={t('betslip.title')}
        idPrefix="bs"
        className="bs-tabs"
      />
      <div {...tabPanelProps('bs', tab)} className="bs-panel">
        {tab === 'slip' ? (
          <BetSlip />
        ) : (
          user && (
            <Suspense fallback={<Skeleton height={72} lines={3} />}>
              <CompactCouponList />
            </Suspense>
          )
        )}
      </div>
    </section>
  );
}
