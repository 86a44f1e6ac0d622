import { z } from 'zod';

/*
 * The spec's language codes are the original client's, not all ISO 639-1. The odd ones mean:
 *
 * | code | language                          | locale  | dir | sent to the server as |
 * |------|-----------------------------------|---------|-----|-----------------------|
 * | aa   | Arabic (not Afar)                 | ar      | rtl | aa                    |
 * | cw   | Chinese, simplified               | zh-CN   | ltr | cw                    |
 * | iq   | Kurdish, Sorani as used in Iraq   | ckb-IQ  | rtl | ku                    |
 * | kr   | Korean (not Kanuri)               | ko      | ltr | kr                    |
 * | fa   | Persian                           | fa      | rtl | fa                    |
 * | sr   | Serbian, Latin script             | sr-Latn | ltr | sr                    |
 *
 * The rest are plain ISO 639-1 (az Azerbaijani, el Greek, hr Croatian, sq Albanian, ...).
 */

export const LANGUAGE_CODES = [
  'aa',
  'az',
  'cw',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fr',
  'hr',
  'iq',
  'it',
  'kr',
  'nl',
  'pl',
  'pt',
  'ru',
  'sq',
  'sr',
  'tr',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

// Pure: a page that only reads the list does not bundle zod.
export const languageCodeSchema = /* @__PURE__ */ z.enum(LANGUAGE_CODES);

export const DEFAULT_LANGUAGE: LanguageCode = 'tr';

export type Language = {
  code: LanguageCode;
  /** English name. */
  name: string;
  /** The language's name for itself, for the language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** BCP-47 tag for Intl number and date formatting. */
  locale: string;
  /** Public path of the picker's flag. */
  flag: string;
  /** The code the original client sent to the server in `lang`. */
  apiCode: string;
};

type LanguageInfo = Omit<Language, 'code' | 'flag' | 'apiCode'> & { apiCode?: string };

const info: Record<LanguageCode, LanguageInfo> = {
  aa: { name: 'Arabic', nativeName: 'العربية', dir: 'rtl', locale: 'ar' },
  az: { name: 'Azerbaijani', nativeName: 'Azərbaycanca', dir: 'ltr', locale: 'az' },
  cw: { name: 'Chinese (Simplified)', nativeName: '简体中文', dir: 'ltr', locale: 'zh-CN' },
  de: { name: 'German', nativeName: 'Deutsch', dir: 'ltr', locale: 'de' },
  el: { name: 'Greek', nativeName: 'Ελληνικά', dir: 'ltr', locale: 'el' },
  en: { name: 'English', nativeName: 'English', dir: 'ltr', locale: 'en' },
  es: { name: 'Spanish', nativeName: 'Español', dir: 'ltr', locale: 'es' },
  fa: { name: 'Persian', nativeName: 'فارسی', dir: 'rtl', locale: 'fa' },
  fr: { name: 'French', nativeName: 'Français', dir: 'ltr', locale: 'fr' },
  hr: { name: 'Croatian', nativeName: 'Hrvatski', dir: 'ltr', locale: 'hr' },
  iq: { name: 'Kurdish (Sorani)', nativeName: 'کوردی', dir: 'rtl', locale: 'ckb-IQ', apiCode: 'ku' },
  it: { name: 'Italian', nativeName: 'Italiano', dir: 'ltr', locale: 'it' },
  kr: { name: 'Korean', nativeName: '한국어', dir: 'ltr', locale: 'ko' },
  nl: { name: 'Dutch', nativeName: 'Nederlands', dir: 'ltr', locale: 'nl' },
  pl: { name: 'Polish', nativeName: 'Polski', dir: 'ltr', locale: 'pl' },
  pt: { name: 'Portuguese', nativeName: 'Português', dir: 'ltr', locale: 'pt' },
  ru: { name: 'Russian', nativeName: 'Русский', dir: 'ltr', locale: 'ru' },
  sq: { name: 'Albanian', nativeName: 'Shqip', dir: 'ltr', locale: 'sq' },
  sr: { name: 'Serbian (Latin)', nativeName: 'Srpski', dir: 'ltr', locale: 'sr-Latn' },
  tr: { name: 'Turkish', nativeName: 'Türkçe', dir: 'ltr', locale: 'tr' },
};

export const languages: readonly Language[] = LANGUAGE_CODES.map((code) => {
  const { apiCode = code, ...rest } = info[code];
  return { code, ...rest, flag: `/flags/${code}.svg`, apiCode };
});

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));
const byApiCode = new Map<string, LanguageCode>(
  languages.map((language) => [language.apiCode, language.code]),
);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function languageByCode(code: LanguageCode): Language {
  // Every LanguageCode has an entry, built from `info` above.
  return byCode.get(code)!;
}

/** Reads a language sent by a client: our code or the original client's api code (ku), any case. */
export function toLanguageCode(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return isLanguageCode(lower) ? lower : byApiCode.get(lower);
}
