import { setApiLanguage } from '@bet/api-client/call-api';
import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from '../cookies.ts';

type Catalogue = Record<string, unknown>;

type CatalogueLoader = () => Promise<{ default: Catalogue }>;

// locales/<lang>/<area>.json, one file per area, each its own chunk: a visitor downloads only their language.
// The default language's files (tr, DEFAULT_LANGUAGE) are listed here; the list of all the languages' files
// is a chunk of its own, loaded with the first other language.
const defaultCatalogues = import.meta.glob<{ default: Catalogue }>('../../locales/tr/*.json');

async function catalogueLoader(key: string): Promise<CatalogueLoader | undefined> {
  const path = `../../locales/${key}.json`;
  return defaultCatalogues[path] ?? (await import('./all-catalogues.ts')).allCatalogues[path];
}

// The shell's own text; pages add theirs as they load (see loadAreas), so Home downloads no form text.
const wantedAreas = new Set<string>(['common', 'layout']);
const loadedCatalogues = new Set<string>();

async function ensureAreas(code: LanguageCode, areas: Iterable<string>): Promise<void> {
  await Promise.all(
    [...areas].map(async (area) => {
      const key = `${code}/${area}`;
      if (loadedCatalogues.has(key)) return;
      const load = await catalogueLoader(key);
      if (!load) throw new Error(`no catalogue ${key}`);
      i18n.addResourceBundle(code, 'translation', { [area]: (await load()).default }, true, true);
      loadedCatalogues.add(key);
    }),
  );
}

/** Loads the text of the areas a page uses, now and for any later language switch. */
export async function loadAreas(areas: readonly string[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  await ensureAreas(i18n.language as LanguageCode, areas);
}

export const LANGUAGE_COOKIE_DAYS = 365;

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  // The same {name} placeholders as the server's message catalogue.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  react: { useSuspense: false },
});

/** Loads the language's text for the wanted areas and makes it the page's language (text, direction, API, cookie). */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  await ensureAreas(code, wantedAreas);
  await i18n.changeLanguage(code);
  const language = languageByCode(code);
  document.documentElement.lang = language.locale;
  document.documentElement.dir = language.dir;
  setApiLanguage(code);
  writeCookie('lang', code, LANGUAGE_COOKIE_DAYS);
}

export { i18n };
