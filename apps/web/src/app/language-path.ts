import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';

/**
 * Where an address whose first segment is not a language goes (spec 000 section 2.1: unknown paths show
 * Home): a language written in capitals keeps its path in lower case ('/TR/sports' to '/tr/sports');
 * anything else ('/sports', '/foo/bar') is Home in the player's language (cookie), else the default.
 */
export function languagePath(pathname: string, search: string, saved: string | undefined): string {
  const [first = '', ...rest] = pathname.split('/').slice(1);
  const lower = first.toLowerCase();
  if (isLanguageCode(lower)) return `/${lower}/${rest.join('/')}${search}`;
  const lang: LanguageCode = isLanguageCode(saved) ? saved : DEFAULT_LANGUAGE;
  return `/${lang}/`;
}

/** The same page in another language: a language the site switched off is read in its default one. */
export function inLanguage(pathname: string, search: string, lang: LanguageCode): string {
  const [, ...rest] = pathname.split('/').slice(1);
  return `/${lang}/${rest.join('/')}${search}`;
}
