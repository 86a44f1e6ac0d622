import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';
import { useLocation, useParams } from 'react-router';

/** The page's language (from /{lang}/) and route name (first path segment after it, '' on Home). */
export function useRouteInfo(): { lang: LanguageCode; route: string } {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const route = pathname.split('/')[2] ?? '';
  return { lang: isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE, route };
}

// Screens that bring their own full-screen layout: no header (spec 000 section 2.3).
const HEADERLESS = new Set(['firstlogin', 'favorites', 'handLogin']);

export const showsHeader = (route: string): boolean => !HEADERLESS.has(route);
