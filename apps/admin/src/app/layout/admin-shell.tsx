import { Drawer } from '@bet/ui/drawer.tsx';
import { ErrorBoundary } from '@bet/ui/error-boundary.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../page-loading.tsx';
import { PermissionsChangedDialog } from '../permissions-changed-dialog.tsx';
import { AdminHeader } from './admin-header.tsx';
import { SideMenu } from './side-menu.tsx';
import './admin-layout.css';

// A page that failed to load its code (a release since) or to render: a reload fetches the current one.
const reload = () => window.location.reload();

/** The signed-in frame: the side menu (a drawer on a phone), the header and the page. */
export function AdminShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <aside className="admin-sidebar" aria-label={t('layout.menu')}>
        <SideMenu />
      </aside>
      <div className="admin-main">
        <AdminHeader onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" className="admin-content" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} fallback={<LoadFailed onRetry={reload} />}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        label={t('layout.menu')}
        className="admin-drawer"
      >
        <SideMenu onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <PermissionsChangedDialog />
    </div>
  );
}
