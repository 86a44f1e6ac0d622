import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useUser } from '../features/session/api/get-user-data.ts';
import { useSiteSettings } from '../features/site/use-site-settings.ts';
import { useUiStore } from '../shared/stores/ui-store.ts';
import { type Access, type AccessContext, decideAccess } from './access.ts';

function OpenLoginAtHome({ lang }: { lang: string }) {
  const openLogin = useUiStore((s) => s.openLogin);
  const location = useLocation();
  useEffect(() => openLogin(location.pathname + location.search), [openLogin, location]);
  return <Navigate to={`/${lang}/`} replace />;
}

/** Renders the page when the access rules allow it, otherwise redirects as spec 000 section 2.2 says. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useUser();
  const settings = useSiteSettings();
  const location = useLocation();
  const { lang = 'tr' } = useParams();
  const decision = decideAccess(access, {
    signedIn: user !== null,
    permissions: (user ?? {}) as AccessContext['permissions'],
    onlineUser: user?.onlineUser === 1,
    settings,
    target: location.pathname + location.search,
  });
  if (decision.allow) return children;
  if (decision.redirect === 'login') {
    return <Navigate to={`/${lang}/firstlogin?nextUrl=${encodeURIComponent(decision.nextUrl)}`} replace />;
  }
  if (decision.redirect === 'home-login') return <OpenLoginAtHome lang={lang} />;
  return <Navigate to={`/${lang}/`} replace />;
}
