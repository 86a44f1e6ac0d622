import { currencySymbol } from './reference/currencies.ts';

// Money at the edge. Inside, amounts are integer minor units (kuruş, cents); the API and the screens
// show major units with two decimals. These are the only conversions between the two.

/** The largest amount the API accepts, in minor units (one trillion in major units). */
export const MAX_AMOUNT_MINOR = 100_000_000_000_000;

/** An amount the API cannot take: not a number, negative, more than two decimals or too large. */
export class AmountError extends Error {
  override readonly name = 'AmountError';
  /** The message catalogue key the server answers with. */
  readonly key = 'amountInvalid' as const;
  constructor(readonly input: unknown) {
    super(`invalid amount: ${String(input)}`);
  }
}

// Digits, optionally a point and more digits: no sign, exponent, spaces or separators.
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const MAX_WHOLE_DIGITS = 15;

/**
 * An API amount in major units (a JSON number or a decimal string) as exact minor units.
 * Parsed as decimal text, never through floating-point arithmetic: 0.29 is 29, not 28.999....
 */
export function toMinor(apiAmount: number | string): number {
  let text: string;
  if (typeof apiAmount === 'number') {
    if (!Number.isFinite(apiAmount)) throw new AmountError(apiAmount);
    // The shortest text that reads back as this number: what the client wrote, for two decimals.
    text = String(apiAmount);
  } else if (typeof apiAmount === 'string') {
    text = apiAmount;
  } else {
    throw new AmountError(apiAmount);
  }
  const match = DECIMAL.exec(text);
  if (!match) throw new AmountError(apiAmount);
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  // Trailing zeros past the second decimal change nothing (12.500); any other digit there would be lost.
  if (/[^0]/.test(fraction.slice(2))) throw new AmountError(apiAmount);
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) throw new AmountError(apiAmount);
  const minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (minor > MAX_AMOUNT_MINOR) throw new AmountError(apiAmount);
  return minor;
}

/** Minor units as the API presents them: a number in major units (123450 → 1234.5, read as 1234.50). */
export function toMajor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new AmountError(minor);
  return minor / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // Not a valid locale tag: English grouping rather than a failed page.
      format = new Intl.NumberFormat('en', options);
    }
    formatters.set(locale, format);
  }
  return format;
}

/** An amount for display: two decimals, the locale's thousands separator, then the currency (1.234,50 TL). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return `${numberFormat(locale).format(toMajor(minor))} ${currencySymbol(currency)}`;
}
