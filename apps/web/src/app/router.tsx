import { isLanguageCode } from '@bet/domain/reference/languages';
import { ErrorBoundary } from '@bet/ui/error-boundary.tsx';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { readCookie } from '../shared/cookies.ts';
import { useSettingsQuery } from '../shared/site/api/get-settings.ts';
import { AppGate } from './app-gate.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { FailedPage, ShellSkeleton } from './layout/shell-skeleton.tsx';
import { isBarePath, languageRoutes } from './routes.tsx';

/** The root goes to Home in the player's language (cookie), else the site's default. */
function RootRedirect() {
  const settings = useSettingsQuery();
  const saved = readCookie('lang');
  if (isLanguageCode(saved)) return <Navigate to={`/${saved}/`} replace />;
  if (!settings.data)
    return <ShellSkeleton failed={settings.isError} onRetry={() => void settings.refetch()} />;
  return <Navigate to={`/${settings.data.settings.default_language}/`} replace />;
}

const reload = () => window.location.reload();

/**
 * A page that cannot load or show gives the load-error notice inside the shell, whose menus still lead
 * elsewhere; a failing shell gives it in the skeleton's layout. Retrying reloads the site.
 */
function LanguageRoot() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={<ShellSkeleton bare={isBarePath(pathname)} failed onRetry={reload} />}
    >
      <AppGate>
        <AppShell>
          <ErrorBoundary resetKey={pathname} fallback={<FailedPage onRetry={reload} />}>
            <Outlet />
          </ErrorBoundary>
        </AppShell>
      </AppGate>
    </ErrorBoundary>
  );
}

const rootRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/:lang', element: <LanguageRoot />, children: languageRoutes },
];

function AppRoutes() {
  return useRoutes(rootRoutes);
}

/**
 * The router in its declarative mode: pages are lazy components, and a navigation runs as a transition,
 * so the page on screen stays until the next one's code and text are in.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
