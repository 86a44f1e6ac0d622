import { currencySymbol } from '@bet/domain/reference/currencies';
import { type LanguageCode, languageByCode } from '@bet/domain/reference/languages';

// Display formats of spec 000 section 9: amounts with 2 decimals and a thousands separator, dates dd.MM HH:mm.

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits everywhere: odds and amounts must read the same on every screen and coupon print.
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      numberingSystem: 'latn',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the language's style with a fixed number of decimals (default 2), e.g. 1.234,50 in Turkish. */
export function formatNumber(value: number, lang: LanguageCode, decimals = 2): string {
  const safe = Number.isFinite(value) ? value : 0;
  return numberFormat(languageByCode(lang).locale, decimals).format(safe);
}

/** The language's decimal separator, as its amounts are written ('12,50' in Turkish). */
export const decimalSeparator = (lang: LanguageCode): '.' | ',' =>
  numberFormat(languageByCode(lang).locale, 2)
    .formatToParts(1.5)
    .some((p) => p.type === 'decimal' && p.value === ',')
    ? ','
    : '.';

/** An amount in major units with 2 decimals and the currency's symbol after it: "1.234,50 TL". */
export function formatMoney(amount: number, currency: string, lang: LanguageCode): string {
  return `${formatNumber(amount, lang, 2)} ${currencySymbol(currency)}`;
}

/** The player's time zone: the `timezone` cookie when it names a real zone, else the browser's. */
export function currentTimeZone(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string {
  const found = cookieHeader
    .split(/;\s*/)
    .find((c) => c.startsWith('timezone='))
    ?.slice('timezone='.length);
  const zone = found ? decodeURIComponent(found) : '';
  if (zone && isTimeZone(zone)) return zone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

type DateParts = { day: string; month: string; year: string; hour: string; minute: string; second: string };

/** The date's calendar and clock fields in a time zone, each zero-padded. */
export function dateParts(date: Date, timeZone: string = currentTimeZone()): DateParts {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd.MM HH:mm in the player's time zone (the spec's one date format); '' for a missing or bad date.
 * `lang` is kept for the call sites' symmetry: the format is the same in every language.
 */
export function formatDateTime(
  iso: string | number | Date | null | undefined,
  _lang?: LanguageCode,
  timeZone?: string,
): string {
  const date = iso == null || iso === '' ? null : toDate(iso);
  if (!date) return '';
  const p = dateParts(date, timeZone ?? currentTimeZone());
  return `${p.day}.${p.month} ${p.hour}:${p.minute}`;
}

/** dd.MM.yyyy in the player's time zone (a date-only value such as a birth date as it is); '' for a missing or bad date. */
export function formatDate(
  iso: string | number | Date | null | undefined,
  _lang?: LanguageCode,
  timeZone?: string,
): string {
  const dateOnly = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (dateOnly) return `${dateOnly[3]}.${dateOnly[2]}.${dateOnly[1]}`;
  const date = iso == null || iso === '' ? null : toDate(iso);
  if (!date) return '';
  const p = dateParts(date, timeZone ?? currentTimeZone());
  return `${p.day}.${p.month}.${p.year}`;
}

/** HH:mm:ss, for the one-second clock. */
export function formatClock(date: Date, timeZone?: string): string {
  const p = dateParts(date, timeZone ?? currentTimeZone());
  return `${p.hour}:${p.minute}:${p.second}`;
}
