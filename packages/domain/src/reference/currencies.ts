import { z } from 'zod';

/** The currencies a site can offer, in the spec's codes (YIS is its code for the Israeli shekel). */
export const CURRENCY_CODES = ['TRY', 'EUR', 'USD', 'YIS', 'PEN', 'PLN', 'TND', 'CHF', 'IQD'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

// Pure: a page that only reads the list does not bundle zod.
export const currencyCodeSchema = /* @__PURE__ */ z.enum(CURRENCY_CODES);

export const DEFAULT_CURRENCY: CurrencyCode = 'TRY';

export type Currency = {
  code: CurrencyCode;
  /** What the site shows next to amounts (spec 000 section 3). */
  symbol: string;
  /** English name. */
  name: string;
  /** ISO 4217 minor unit digits; display still rounds to the site's tofixedNumber. */
  minorDigits: number;
  /** The real ISO 4217 code, for Intl formatting and payment providers (differs only for YIS). */
  isoCode: string;
};

export const currencies: readonly Currency[] = [
  { code: 'TRY', symbol: 'TL', name: 'Turkish Lira', minorDigits: 2, isoCode: 'TRY' },
  { code: 'EUR', symbol: 'EUR', name: 'Euro', minorDigits: 2, isoCode: 'EUR' },
  { code: 'USD', symbol: 'USD', name: 'US Dollar', minorDigits: 2, isoCode: 'USD' },
  { code: 'YIS', symbol: '₪', name: 'Israeli New Shekel', minorDigits: 2, isoCode: 'ILS' },
  { code: 'PEN', symbol: 'S/.', name: 'Peruvian Sol', minorDigits: 2, isoCode: 'PEN' },
  { code: 'PLN', symbol: 'zł', name: 'Polish Złoty', minorDigits: 2, isoCode: 'PLN' },
  { code: 'TND', symbol: 'TND', name: 'Tunisian Dinar', minorDigits: 3, isoCode: 'TND' },
  { code: 'CHF', symbol: 'CHF', name: 'Swiss Franc', minorDigits: 2, isoCode: 'CHF' },
  { code: 'IQD', symbol: 'IQD', name: 'Iraqi Dinar', minorDigits: 3, isoCode: 'IQD' },
];

const byCode = new Map<string, Currency>(currencies.map((currency) => [currency.code, currency]));

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && byCode.has(value);
}

export function currencyByCode(code: string): Currency | undefined {
  return byCode.get(code);
}

/** The symbol shown for a currency; an unknown code is shown as itself, as the spec's client does. */
export function currencySymbol(code: string): string {
  return byCode.get(code)?.symbol ?? code;
}
