// The registration form's rules for a site (spec 000 section 5).
import { z } from 'zod';
import {
  type AccountRuleKey,
  ageOn,
  isCalendarDate,
  isPlausibleEmail,
  isValidIdNumber,
  isValidPhoneCode,
  isValidPhoneNumber,
  isValidUsername,
  MAX_BIRTH_YEARS_BACK,
  MIN_AGE_YEARS,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './account-fields.ts';
import { isKnownCountry, positiveInt, textField } from './account-form.ts';
import { CURRENCY_CODES } from './reference/currencies.ts';

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
      // The solved proof-of-work challenge the browser sends (checked by the server only).
      securityCode: textField('checkSecurityCode', 4000, 'checkSecurityCode'),
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
