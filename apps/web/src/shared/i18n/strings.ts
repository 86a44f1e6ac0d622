import en from '../../locales/en.json';
import tr from '../../locales/tr.json';

export type StringKey = keyof typeof tr;
export type UiLanguage = 'tr' | 'en';

const catalogues: Record<UiLanguage, Record<StringKey, string>> = { tr, en };

/** The browser's first preferred language we have text for; Turkish, the site's default, otherwise. */
export function browserLanguage(): UiLanguage {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'tr' || base === 'en') return base;
  }
  return 'tr';
}

/** A translator for one language; a key missing there falls back to Turkish. */
export function stringsFor(lang: UiLanguage): (key: StringKey) => string {
  const catalogue = catalogues[lang];
  return (key) => catalogue[key] ?? tr[key];
}
