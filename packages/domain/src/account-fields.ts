// Single-field rules of the account forms (spec 000 section 5): username, e-mail, identity number,
// phone and birth date; shared by the server and the web forms.
import { isValidTurkishIdentityNumber } from './identity-number.ts';
import type { MessageKey } from './messages/index.ts';
import { countries } from './reference/countries.ts';

/** Catalogue keys these rules can answer with. */
export type AccountRuleKey = Extract<
  MessageKey,
  | 'allInputEnter'
  | 'birthDateInvalid'
  | 'underAge'
  | 'invalidIdNumber'
  | 'sexRequired'
  | 'countryCanNotbeNull'
  | 'cityCanNotbeNull'
  | 'cityLength'
  | 'postCodeCanNotbeNull'
  | 'phoneCodeRequired'
  | 'invalidMobile'
  | 'phoneLength'
  | 'userNameError'
  | 'userNamePasswordSame'
  | 'passwordLength'
  | 'passwordNoSameRegister'
  | 'invalidEmail'
  | 'emailRequired'
  | 'currencyInvalid'
  | 'affiliateNotFound'
  | 'checkSecurityCode'
  | 'invalidInput'
>;

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;

/** The values a rule's message shows ('{min}', '{field}'), for translate(). */
export function accountRuleParams(key: string, field: string): Record<string, string | number> {
  if (key === 'passwordLength') return { min: PASSWORD_MIN, max: PASSWORD_MAX };
  if (key === 'invalidInput') return { field };
  return {};
}

export const MIN_AGE_YEARS = 18;
/** The birth-year list runs from 18 years ago back a further 70 years. */
export const MAX_BIRTH_YEARS_BACK = 88;

const USERNAME = /^[a-z0-9]{5,20}$/;
const DIGITS = /^[0-9]+$/;
// A plausible address: something@label.label, no spaces, one @.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What the username field does as the user types: lowercase, then only a-z and 0-9 remain. */
export function normalizeUsername(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export const isValidUsername = (value: string): boolean => USERNAME.test(value);
export const isPlausibleEmail = (value: string): boolean =>
  value.length >= 5 && value.length <= 100 && EMAIL.test(value);

/** An identity number's own rule: digits, 5 to 11 of them, and at 11 the Turkish checksum. */
export function isValidIdNumber(value: string): boolean {
  if (!DIGITS.test(value) || value.length < 5 || value.length > 11) return false;
  return value.length < 11 || isValidTurkishIdentityNumber(value);
}

export const isValidPhoneCode = (code: string): boolean => DIGITS.test(code) && code.length <= 4;
export const isValidPhoneNumber = (number: string): boolean =>
  DIGITS.test(number) && number.length >= 8 && number.length <= 11;

let diallingCodes: Set<string> | undefined;
const isDiallingCode = (code: string): boolean => {
  diallingCodes ??= new Set(countries.filter((c) => c.phonecode > 0).map((c) => String(c.phonecode)));
  return diallingCodes.has(code);
};

/**
 * Splits a phone into its dialling code and number: '+90 5321234567' or '90-532 123 45 67' at the
 * separator; '+905321234567' after `preferredCode` when it starts so, else after the shortest known
 * dialling code that leaves a valid number. Null when it cannot be split.
 */
export function parseMobile(mobile: string, preferredCode?: string): { code: string; number: string } | null {
  const value = mobile.trim();
  const separated = /^\+?([0-9]{1,4})[\s-]+([0-9][0-9\s-]*)$/.exec(value);
  if (separated?.[1] && separated[2])
    return { code: separated[1], number: separated[2].replace(/[\s-]/g, '') };
  const joined = /^\+([0-9]{9,15})$/.exec(value)?.[1];
  if (!joined) return null;
  const candidates = [preferredCode, ...[1, 2, 3, 4].map((n) => joined.slice(0, n))];
  for (const code of candidates) {
    if (!code || !joined.startsWith(code) || !isDiallingCode(code)) continue;
    if (isValidPhoneNumber(joined.slice(code.length))) return { code, number: joined.slice(code.length) };
  }
  return null;
}

/** The stored and compared form of a phone: '+<code> <number>'. */
export const formatMobile = (code: string, number: string): string => `+${code} ${number}`;

/** 'YYYY-MM-DD' into its parts as typed (empty strings when absent). */
export function splitBirthDate(value: string | null | undefined): {
  year: string;
  month: string;
  day: string;
} {
  const [year = '', month = '', day = ''] = (value ?? '').trim().split(/[-/.]/);
  return { year, month, day };
}

/** Whole years between a birth date and a day (both calendar dates, UTC). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return y - birth.year - (beforeBirthday ? 1 : 0);
}

/** Whether the parts make a real day of the calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
