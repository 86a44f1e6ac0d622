import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteInfo } from './route-info.ts';

/** Where "back" goes (spec 000 section 2.3): from MatchDetail to its list; with tid and sid in the query Home; else history. */
export function backTarget(route: string, search: string): string | -1 {
  const query = new URLSearchParams(search);
  if (route === 'matchdetail') return query.get('ttype') === 'N' ? 'sports' : 'livebets';
  if (query.get('tid') && query.get('sid')) return '';
  return -1;
}

/** The back action shared by the header arrow and the scroll bar. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { lang, route } = useRouteInfo();
  return useCallback(() => {
    const target = backTarget(route, search);
    // A page opened directly has nothing behind it in this tab: Home instead of leaving the site.
    const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (target === -1 && hasHistory) void navigate(-1);
    else void navigate(`/${lang}/${target === -1 ? '' : target}`);
  }, [navigate, lang, route, search]);
}
