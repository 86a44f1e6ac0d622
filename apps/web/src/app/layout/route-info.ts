import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';
import { useLocation, useMatches, useParams } from 'react-router';

/** The page's language (from /{lang}/) and route name (first path segment after it, '' on Home). */
export function useRouteInfo(): { lang: LanguageCode; route: string } {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const route = pathname.split('/')[2] ?? '';
  return { lang: isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE, route };
}

/** What a route of the table tells the shell (react-router's `handle`). */
export type RouteHandle = { bare: boolean };

/** True on a page that shows without the shell's chrome (routes with `bare: true`). */
export function useBareRoute(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare === true);
}
