import { isLanguageCode } from '@bet/domain/reference/languages';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { useSettingsQuery } from '../features/site/api/get-settings.ts';
import { readCookie } from '../shared/cookies.ts';
import { AppGate } from './app-gate.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { ShellSkeleton } from './layout/shell-skeleton.tsx';
import { languageRoutes } from './routes.tsx';

/** The root goes to Home in the player's language (cookie), else the site's default. */
function RootRedirect() {
  const settings = useSettingsQuery();
  const saved = readCookie('lang');
  if (isLanguageCode(saved)) return <Navigate to={`/${saved}/`} replace />;
  if (!settings.data)
    return <ShellSkeleton failed={settings.isError} onRetry={() => void settings.refetch()} />;
  return <Navigate to={`/${settings.data.settings.default_language}/`} replace />;
}

function LanguageRoot() {
  return (
    <AppGate>
      <AppShell>
        <Outlet />
      </AppShell>
    </AppGate>
  );
}

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  { path: '/:lang', element: <LanguageRoot />, children: languageRoutes },
]);
