import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { isBarePath } from '../routes.tsx';

/** The page's language (from /{lang}/) and route name (first path segment after it, '' on Home). */
export function useRouteInfo(): { lang: LanguageCode; route: string } {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const route = pathname.split('/')[2] ?? '';
  return { lang: isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE, route };
}

/** What a route of the table tells the shell (its `handle`). */
export type RouteHandle = { bare: boolean };

/** True on a page that shows without the shell's chrome (routes with `bare: true`). */
export function useBareRoute(): boolean {
  const { pathname } = useLocation();
  return useMemo(() => isBarePath(pathname), [pathname]);
}
