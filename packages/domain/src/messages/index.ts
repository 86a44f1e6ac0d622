import { en } from './en.ts';
import { formatMoneyParam, isMoneyParam } from './money-params.ts';
import { type MessageKey, tr } from './tr.ts';

export type { MessageKey } from './tr.ts';
export { en, tr };

export const messages = { tr, en } as const;

export type MessageLanguage = keyof typeof messages;
export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(tr, value);
}

function catalogue(lang: string): Readonly<Record<MessageKey, string>> | undefined {
  return lang === 'tr' || lang === 'en' ? messages[lang] : undefined;
}

/**
 * The message for `key` in `lang`, else in English, else the key itself (so a stale key still shows
 * something). `{name}` placeholders take `params[name]`; ones without a value are left visible.
 * With the reader's `currency`, amounts of money are written in `lang` with that currency.
 */
export function translate(
  key: MessageKey,
  lang: string,
  params: MessageParams = {},
  currency?: string,
): string {
  // Callers outside TypeScript may pass anything; never index the catalogue with a prototype name.
  if (!isMessageKey(key)) return key;
  const text = catalogue(lang)?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder;
    const value = params[name] as string | number;
    return currency && isMoneyParam(key, name) ? formatMoneyParam(value, lang, currency) : String(value);
  });
}
