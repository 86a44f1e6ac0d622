import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';
import { writeCookie } from '../cookies.ts';

type Catalogue = Record<string, unknown>;

// One chunk per language: a visitor downloads only the catalogue they read.
const catalogues = import.meta.glob<{ default: Catalogue }>('../../locales/*.json');

export const LANGUAGE_COOKIE_DAYS = 365;

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  // The same {name} placeholders as the server's message catalogue.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  react: { useSuspense: false },
});

/** Loads a language's catalogue if needed and makes it the page's language (text, direction, API, cookie). */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(code, 'translation')) {
    const load = catalogues[`../../locales/${code}.json`];
    if (!load) throw new Error(`no catalogue for ${code}`);
    i18n.addResourceBundle(code, 'translation', (await load()).default);
  }
  await i18n.changeLanguage(code);
  const language = languageByCode(code);
  document.documentElement.lang = language.locale;
  document.documentElement.dir = language.dir;
  setApiLanguage(code);
  writeCookie('lang', code, LANGUAGE_COOKIE_DAYS);
}

export { i18n };
