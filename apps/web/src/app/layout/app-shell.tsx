// The theme's base rules come first in the CSS bundle, so component styles can refine them.
import { loadAreas } from '../../shared/i18n/i18n.ts';
import '@bet/ui/theme/theme.css';
import { Drawer } from '@bet/ui/drawer.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { userQuery, useUser } from '../../shared/session/api/get-user-data.ts';
import { useSiteSetup } from '../../shared/site/use-site-setup.ts';
import { useNotifyStore } from '../../shared/stores/notify-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { BetSlipPanel } from './bet-slip-panel.tsx';
import { FloatingSlipSlot } from './floating-slip-slot.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { isIphoneSafari } from './is-iphone-safari.ts';
import { LiveLinkNotice } from './live-link-notice.tsx';
import { useBareRoute, useRouteInfo } from './route-info.ts';
import { ScrollBar } from './scroll-bar.tsx';
import { SlipLiveSlot } from './slip-live-slot.tsx';
import { UpdateBanner } from './update-banner.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.ts';
import './layout.css';

// The login form (and react-hook-form with it) loads only when a visitor first opens the popup.
const LoginPopup = lazy(() =>
  Promise.all([import('../../features/auth/components/login-popup.tsx'), loadAreas(['auth'])]).then(
    ([m]) => ({
      default: m.LoginPopup,
    }),
  ),
);

// Menus load on first use (on desktop the sidebar asks at once); the hint only on iPhones.
// The sport lists name sports in the odds area's words.
const LeftMenu = lazy(() =>
  Promise.all([import('./left-menu.tsx'), loadAreas(['odds'])]).then(([m]) => ({ default: m.LeftMenu })),
);
const RightMenu = lazy(() => import('./right-menu.tsx').then((m) => ({ default: m.RightMenu })));
const AddToHomeHint = lazy(() =>
  import('./add-to-home-hint.tsx').then((m) => ({ default: m.AddToHomeHint })),
);
const iphone = typeof navigator !== 'undefined' && isIphoneSafari();

const menuFallback = (
  <div className="menu-skeleton" aria-hidden="true">
    <Skeleton height={56} />
    <Skeleton lines={8} height={40} />
  </div>
);

// The notification dialog loads with the first notification.
// The waiting-coupon count (footer and right-menu badges) loads only for a signed-in player.
const WaitingBadgeSync = lazy(() =>
  import('../../features/coupons/waiting-badge-sync.tsx').then((m) => ({ default: m.WaitingBadgeSync })),
);
// The site's pop-ups load after the page, on their own.
const PopupHost = lazy(() =>
  import('../../features/popups/components/popup-host.tsx').then((m) => ({ default: m.PopupHost })),
);
const NotifyDialog = lazy(() => import('./notify-dialog.tsx').then((m) => ({ default: m.NotifyDialog })));
const RealityCheck = lazy(() =>
  import('../../features/protection/components/reality-check.tsx').then((m) => ({ default: m.RealityCheck })),
);

function NotifySlot() {
  const shown = useNotifyStore((s) => s.status !== 0);
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotifyDialog />
    </Suspense>
  ) : null;
}

function LoginPopupSlot() {
  const open = useUiStore((s) => s.loginPopup.open);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  ) : null;
}

function useCloseMenusOnNavigation(): void {
  const { pathname, search } = useLocation();
  const { setLeftMenu, setRightMenu } = useUiStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, by design
  useEffect(() => {
    setLeftMenu(false);
    setRightMenu(false);
  }, [pathname, search, setLeftMenu, setRightMenu]);
}

/** Header, menus, page, footer and the overlays every page shares (spec 000 section 2.3). */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useSiteSetup(userQuery.queryKey);
  useCloseMenusOnNavigation();
  const { route } = useRouteInfo();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const user = useUser();
  const { leftMenuOpen, rightMenuOpen, setLeftMenu, setRightMenu } = useUiStore();
  // Bare routes (login, framed pages) bring their own layout; FavoritesLive only drops the header.
  const bare = useBareRoute();
  const header = !bare && route !== 'favorites';
  return (
    <div className={`shell${bare ? ' shell-bare' : ''}`}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <UpdateBanner />
      {header && <Header />}
      {!bare && <LiveLinkNotice />}
      <div className="shell-body">
        {desktop && !bare && (
          <aside className="shell-sidebar" aria-label={t('layout.menu.label')}>
            <Suspense fallback={menuFallback}>
              <LeftMenu />
            </Suspense>
          </aside>
        )}
        <main className="main" id="main" tabIndex={-1}>
          {children}
        </main>
        {desktop && !bare && (
          <aside className="shell-slip" aria-label={t('layout.slip.title')}>
            <BetSlipPanel />
          </aside>
        )}
      </div>
      {!desktop && !bare && (
        <>
          <FloatingSlipSlot />
          <Footer />
        </>
      )}
      {!bare && <ScrollBar />}
      {!bare && <SlipLiveSlot />}
      {!desktop && (
        <Drawer open={leftMenuOpen} onClose={() => setLeftMenu(false)} label={t('layout.menu.label')}>
          <Suspense fallback={menuFallback}>
            <LeftMenu inDrawer />
          </Suspense>
        </Drawer>
      )}
      {user && (
        <Drawer
          open={rightMenuOpen}
          onClose={() => setRightMenu(false)}
          side="end"
          label={t('layout.account.label')}
        >
          <Suspense fallback={menuFallback}>
            <RightMenu />
          </Suspense>
        </Drawer>
      )}
      {user && (
        <Suspense fallback={null}>
          <WaitingBadgeSync />
          <RealityCheck />
        </Suspense>
      )}
      {!bare && (
        <Suspense fallback={null}>
          <PopupHost onHome={route === ''} />
        </Suspense>
      )}
      <NotifySlot />
      <LoginPopupSlot />
      {iphone && !bare && (
        <Suspense fallback={null}>
          <AddToHomeHint />
        </Suspense>
      )}
    </div>
  );
}
