// Pure helpers of the sign-in and sign-up forms (spec 000 sections 5 and 9); no zod, so the login popup
// in the shell may use them.
import type { UseFormRegisterReturn } from 'react-hook-form';

export const LOGIN_FIELD_MIN = 4;
export const LOGIN_FIELD_MAX = 20;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;
/** Registered usernames are 5 to 20 characters (the forgot-password form asks for one). */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;

/** What the login username field keeps while typing: letters, digits, dot, hyphen, underscore and space. */
export function filterLoginUsername(typed: string): string {
  return typed.replace(/[^\p{L}\p{N}._\- ]/gu, '');
}

/** Digits only, at most `max` of them. */
export function digitsOnly(typed: string, max = Number.POSITIVE_INFINITY): string {
  return typed.replace(/\D/g, '').slice(0, max);
}

/** The keyboard for a person's or a place's name: capitalised words, then on to the next field. */
export const NAME_INPUT = { autoCapitalize: 'words', enterKeyHint: 'next' } as const;

/** A registered field whose typed value is rewritten by `filter` (digits only, lowercase…) before the form sees it. */
export function filtered<T extends UseFormRegisterReturn>(field: T, filter: (typed: string) => string): T {
  return {
    ...field,
    onChange: (e) => {
      e.target.value = filter(e.target.value);
      return field.onChange(e);
    },
  };
}

/** How a field of a plain form shows it is wrong: its message, the invalid frame and aria-invalid. */
export function invalidMarks(invalid: boolean, error?: string) {
  return {
    error,
    className: invalid ? 'field-invalid' : undefined,
    'aria-invalid': invalid ? true : undefined,
  };
}

/** Birth-year choices, newest first: from `youngest` years ago back to `oldest` years ago (both included). */
export function birthYears(today: Date, youngest: number, oldest: number): number[] {
  const year = today.getFullYear();
  const years: number[] = [];
  for (let back = youngest; back <= oldest; back += 1) years.push(year - back);
  return years;
}

/** Day choices 1 to 31 (the rules reject a date that does not exist). */
export const BIRTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
export const BIRTH_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

const SAME_ORIGIN_PROBE = 'https://same-origin.invalid';

/**
 * A `nextUrl` worth following after sign-in: only a path on this site ('/tr/coupons?x=1'), never another
 * origin ('//evil.example', 'https://…', 'javascript:'), and never the login page itself. Null otherwise.
 */
export function safeNextUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_PROBE) return null;
  if (/^\/[^/]+\/firstlogin\/?$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The register call's mobile: '+90 5321234567', or '' when no number was typed. */
export function mobileOf(code: string, number: string): string {
  const digits = number.trim();
  return digits ? `+${code.trim()} ${digits}` : '';
}

/** 'YYYY-MM-DD' from the three selects. */
export function birthDateOf(year: number | string, month: number | string, day: number | string): string {
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
