import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useUser } from '../shared/session/api/get-user-data.ts';
import { useSiteSettings } from '../shared/site/use-site-settings.ts';
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
  // A page that was open to this user and no longer is: they signed out (or their session ended) here.
  const wasAllowed = useRef(false);
  const decision = decideAccess(access, {
    signedIn: user !== null,
    permissions: (user ?? {}) as AccessContext['permissions'],
    onlineUser: user?.onlineUser === 1,
    settings,
    target: location.pathname + location.search,
  });
  if (decision.allow) {
    wasAllowed.current = true;
    return children;
  }
  if (decision.redirect === 'login') {
    return <Navigate to={`/${lang}/firstlogin?nextUrl=${encodeURIComponent(decision.nextUrl)}`} replace />;
  }
  // Only a visitor who came to this page is asked to sign in, not a player who just signed out of it.
  if (decision.redirect === 'home-login' && !wasAllowed.current) return <OpenLoginAtHome lang={lang} />;
  return <Navigate to={`/${lang}/`} replace />;
}
