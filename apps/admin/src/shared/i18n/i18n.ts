import { setApiLanguage } from '@bet/api-client/call-api';
import { languageByCode } from '@bet/domain/reference/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import tr from '../../locales/tr.json';

/** The back office's languages; Turkish is the default and the source catalogue. */
export const ADMIN_LANGUAGES = ['tr', 'en'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

const STORAGE_KEY = 'admin.language';

type Catalogue = Record<string, unknown>;

// Turkish ships with the page; English is a chunk of its own, downloaded only when chosen.
const catalogues: Record<AdminLanguage, () => Promise<Catalogue>> = {
  tr: async () => tr,
  en: async () => (await import('../../locales/en.json')).default,
};

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  (ADMIN_LANGUAGES as readonly unknown[]).includes(value);

function savedLanguage(): AdminLanguage {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isAdminLanguage(saved) ? saved : 'tr';
  } catch {
    // Storage off (private mode): the default language.
    return 'tr';
  }
}

void i18n.use(initReactI18next).init({
  lng: 'tr',
  fallbackLng: false,
  resources: { tr: { translation: tr } },
  // The same {name} placeholders as the server's message catalogue and the player site.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  react: { useSuspense: false },
});

/** The BCP-47 tag for number and date formatting in a language. */
export const localeOf = (language: string): string =>
  languageByCode(isAdminLanguage(language) ? language : 'tr').locale;

/** Loads a language's text, makes it the page's and the API's, and remembers the choice. */
export async function applyLanguage(code: AdminLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(code, 'translation')) {
    i18n.addResourceBundle(code, 'translation', await catalogues[code](), true, true);
  }
  await i18n.changeLanguage(code);
  document.documentElement.lang = localeOf(code);
  setApiLanguage(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not remembered; the choice still holds for this visit.
  }
}

/** Settles once the saved language is on (Turkish if its text could not load): the app renders after it. */
export const languageReady: Promise<void> = applyLanguage(savedLanguage()).catch(() => undefined);

export { i18n };
