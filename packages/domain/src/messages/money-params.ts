import { toMinor } from '../money.ts';
import { isLanguageCode, languageByCode } from '../reference/languages.ts';
import type { MessageKey } from './tr.ts';

// Which placeholders of which messages are money. Callers pass amounts as the API's decimal text
// ('9.50'); the message shows them in its reader's language and currency. Odds limits (minOddsLimit)
// also say `amount` but are odds, so the list is by message, not by placeholder name.
const MONEY_PARAMS: Partial<Record<MessageKey, readonly string[]>> = {
  amountRange: ['min', 'max'],
  depositLimitReached: ['remaining'],
  lossLimitWouldPass: ['remaining'],
  maxPayError: ['max', 'amount'],
  minStakeError: ['min'],
  maxStakeError: ['max'],
  stakeReducedToMaxPay: ['amount'],
  possibleWinCapped: ['amount'],
  sellPriceChanged: ['amount'],
  areYouSureSold: ['amount'],
};

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(lang: string, currency: string): Intl.NumberFormat {
  const locale = isLanguageCode(lang) ? languageByCode(lang).locale : 'en';
  const id = `${locale} ${currency}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(id, format);
  }
  return format;
}

/** Whether `name` in message `key` is an amount of money. */
export function isMoneyParam(key: MessageKey, name: string): boolean {
  return MONEY_PARAMS[key]?.includes(name) ?? false;
}

/** An amount in major units ('9.50' or 9.5) as `lang` writes it in `currency` (tr: ₺9,50); else as sent. */
export function formatMoneyParam(value: string | number, lang: string, currency: string): string {
  try {
    return currencyFormat(lang, currency).format(toMinor(value) / 100);
  } catch {
    // Not an amount (or not a currency code): the text as the caller wrote it beats a failed message.
    return String(value);
  }
}
