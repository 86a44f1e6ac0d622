// Registration and profile validation (spec 000 section 5), shared by the server and the web forms.
// Every failure carries its message-catalogue key as the zod issue message.
import { z } from 'zod';
import { isValidTurkishIdentityNumber } from './identity-number.ts';
import type { MessageKey } from './messages/index.ts';
import { countries, countryById } from './reference/countries.ts';
import { CURRENCY_CODES } from './reference/currencies.ts';

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

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

type Loose = string | number | null | undefined;
const loose = z.union([z.string(), z.number(), z.null(), z.undefined()]);
const asText = (v: Loose): string => (v === null || v === undefined ? '' : String(v).trim());

/** A text field: trimmed, '' when absent; `required` gives the key for an empty value. */
const textField = (required: AccountRuleKey | null, max: number, maxKey: AccountRuleKey) =>
  loose.transform(asText).check((ctx) => {
    if (required && ctx.value === '')
      ctx.issues.push({ code: 'custom', message: required, input: ctx.value });
    else if (ctx.value.length > max) ctx.issues.push({ code: 'custom', message: maxKey, input: ctx.value });
  });

/** A positive whole number typed as a number or a string; `key` when absent or not one. */
const positiveInt = (key: AccountRuleKey, accept: (n: number) => boolean = () => true) =>
  loose.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : asText(v) === '' ? Number.NaN : Number(asText(v));
    if (!Number.isSafeInteger(n) || n <= 0 || !accept(n)) {
      ctx.issues.push({ code: 'custom', message: key, input: v });
      return 0;
    }
    return n;
  });

const isKnownCountry = (id: number) => countryById(id) !== undefined;

export type RegistrationContext = {
  /** Site setting registerTcRequired: the identity number is asked for and required. */
  registerTcRequired: boolean;
  /** Site setting for the phone: required when on. */
  mobileRequired: boolean;
  /** The e-mail is required (the site activates accounts by e-mail). */
  emailRequired?: boolean;
  /** The day the age rule counts from. */
  today: Date;
  /** Codes the site offers; all supported codes when absent. */
  currencies?: readonly string[];
};

/** Registration form fields in the order the form shows them: the first failing one is reported. */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'birthDay',
  'birthMonth',
  'birthYear',
  'idNumber',
  'sex',
  'countryId',
  'city',
  'address',
  'postCode',
  'phoneCode',
  'phoneNumber',
  'userName',
  'password',
  'passwordRepeat',
  'email',
  'currency',
  'promotionCode',
  'securityCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The registration form's rules for a site. */
export function registrationSchema(context: RegistrationContext) {
  const currencies: readonly string[] = context.currencies ?? CURRENCY_CODES;
  return z
    .object({
      firstName: textField('allInputEnter', 50, 'invalidInput'),
      lastName: textField('allInputEnter', 50, 'invalidInput'),
      birthDay: positiveInt('birthDateInvalid'),
      birthMonth: positiveInt('birthDateInvalid'),
      birthYear: positiveInt('birthDateInvalid'),
      idNumber: textField(context.registerTcRequired ? 'invalidIdNumber' : null, 11, 'invalidIdNumber'),
      sex: z.enum(['m', 'f'], { error: 'sexRequired' }),
      countryId: positiveInt('countryCanNotbeNull', isKnownCountry),
      city: textField('cityCanNotbeNull', 20, 'cityLength'),
      address: textField(null, 200, 'invalidInput'),
      postCode: textField(null, 20, 'invalidInput'),
      phoneCode: textField(null, 4, 'invalidMobile'),
      phoneNumber: textField(context.mobileRequired ? 'invalidMobile' : null, 11, 'phoneLength'),
      userName: textField('userNameError', 20, 'userNameError'),
      password: z.string({ error: 'passwordLength' }).min(1, { error: 'passwordLength' }),
      passwordRepeat: z.string({ error: 'passwordNoSameRegister' }),
      email: textField(context.emailRequired ? 'emailRequired' : null, 100, 'invalidEmail'),
      currency: textField('currencyInvalid', 3, 'currencyInvalid'),
      promotionCode: textField(null, 50, 'affiliateNotFound'),
      securityCode: textField('checkSecurityCode', 20, 'checkSecurityCode'),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when fields failed, so every field reports; values of failed fields may be anything.
        for (const [path, message] of crossFieldFailures(value, context, currencies)) {
          ctx.addIssue({ code: 'custom', message, path: [path], input: value[path] });
        }
      },
      { when: () => true },
    );
}

type Failure = [RegistrationField, AccountRuleKey];

function crossFieldFailures(
  value: Record<RegistrationField, unknown>,
  context: RegistrationContext,
  currencies: readonly string[],
): Failure[] {
  const str = (key: RegistrationField) => {
    const v = value[key];
    return typeof v === 'string' ? v : '';
  };
  const failures: Failure[] = [...birthDateFailures(value, context.today)];
  const idNumber = str('idNumber');
  if (idNumber && !isValidIdNumber(idNumber)) failures.push(['idNumber', 'invalidIdNumber']);
  const city = str('city');
  if (city && city.length < 3) failures.push(['city', 'cityLength']);

  // The phone counts once its number is typed; the code alone (prefilled 90) is no phone.
  const phoneCode = str('phoneCode');
  const phoneNumber = str('phoneNumber');
  if (phoneNumber) {
    if (!phoneCode) failures.push(['phoneCode', 'phoneCodeRequired']);
    else if (!isValidPhoneCode(phoneCode)) failures.push(['phoneCode', 'invalidMobile']);
    if (!isValidPhoneNumber(phoneNumber)) failures.push(['phoneNumber', 'phoneLength']);
  }

  const userName = str('userName');
  const password = str('password');
  if (userName && !isValidUsername(userName)) failures.push(['userName', 'userNameError']);
  else if (userName && userName === password) failures.push(['password', 'userNamePasswordSame']);
  if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    failures.push(['password', 'passwordLength']);
  }
  if (typeof value.passwordRepeat === 'string' && value.passwordRepeat !== password) {
    failures.push(['passwordRepeat', 'passwordNoSameRegister']);
  }
  const email = str('email');
  if (email && !isPlausibleEmail(email)) failures.push(['email', 'invalidEmail']);
  const currency = str('currency');
  if (currency && !currencies.includes(currency)) failures.push(['currency', 'currencyInvalid']);
  return failures;
}

/** A real calendar date, at most 88 years back, and an adult on `today`. */
function birthDateFailures(value: Record<RegistrationField, unknown>, today: Date): Failure[] {
  const { birthDay: day, birthMonth: month, birthYear: year } = value;
  if (typeof day !== 'number' || typeof month !== 'number' || typeof year !== 'number') return [];
  if (!day || !month || !year) return [];
  const oldest = today.getUTCFullYear() - MAX_BIRTH_YEARS_BACK;
  if (!isCalendarDate(year, month, day) || year < oldest) return [['birthDay', 'birthDateInvalid']];
  if (ageOn({ year, month, day }, today) < MIN_AGE_YEARS) return [['birthDay', 'underAge']];
  return [];
}

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/** Profile fields in the order their failures are reported. */
export const PROFILE_FIELDS = ['city', 'countryId', 'postCode', 'sex', 'address', 'autoprint'] as const;

/** The profile update rules: city, country and post code may not be empty. */
export const profileUpdateSchema = z.object({
  sex: z.enum(['m', 'f'], { error: 'sexRequired' }),
  address: textField(null, 200, 'invalidInput'),
  city: textField('cityCanNotbeNull', 50, 'invalidInput'),
  countryId: positiveInt('countryCanNotbeNull', isKnownCountry),
  postCode: textField('postCodeCanNotbeNull', 20, 'postCodeCanNotbeNull'),
  autoprint: z
    .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
      error: 'invalidInput',
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))
    .optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The first failure in field order (the spec shows only the first failing message): its key and field. */
export function firstIssue(
  issues: readonly z.core.$ZodIssue[],
  fieldOrder: readonly string[],
): { key: string; field: string } | null {
  let best: { rank: number; key: string; field: string } | null = null;
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const index = fieldOrder.indexOf(field);
    const rank = index === -1 ? fieldOrder.length : index;
    if (!best || rank < best.rank) best = { rank, key: issue.message, field };
  }
  return best && { key: best.key, field: best.field };
}

/** The key of the first failure in field order. */
export const firstIssueKey = (
  issues: readonly z.core.$ZodIssue[],
  fieldOrder: readonly string[],
): string | null => firstIssue(issues, fieldOrder)?.key ?? null;
