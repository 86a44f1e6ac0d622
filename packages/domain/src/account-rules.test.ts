import { describe, expect, it } from 'vitest';
import {
  accountRuleParams,
  firstIssueKey,
  normalizeUsername,
  PROFILE_FIELDS,
  parseMobile,
  profileUpdateSchema,
  REGISTRATION_FIELDS,
  type RegistrationContext,
  type RegistrationInput,
  registrationSchema,
  splitBirthDate,
} from './account-rules.ts';

const today = new Date('2026-06-01T12:00:00Z');
const site: RegistrationContext = { registerTcRequired: false, mobileRequired: false, today };

const valid: RegistrationInput = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  birthDay: '15',
  birthMonth: '4',
  birthYear: '1990',
  idNumber: '',
  sex: 'f',
  countryId: 218,
  city: 'Istanbul',
  address: '',
  postCode: '',
  phoneCode: '90',
  phoneNumber: '',
  userName: 'ayse1990',
  password: 'secret12',
  passwordRepeat: 'secret12',
  email: '',
  currency: 'TRY',
  promotionCode: '',
  securityCode: 'AB3CD',
};

function firstKey(input: Partial<RegistrationInput>, context: RegistrationContext = site): string | null {
  const result = registrationSchema(context).safeParse({ ...valid, ...input });
  return result.success ? null : firstIssueKey(result.error.issues, REGISTRATION_FIELDS);
}

describe('registration rules', () => {
  it('accepts a complete form and gives typed values', () => {
    const result = registrationSchema(site).parse(valid);
    expect(result).toMatchObject({
      birthDay: 15,
      birthMonth: 4,
      birthYear: 1990,
      countryId: 218,
      city: 'Istanbul',
    });
  });

  it.each<[string, Partial<RegistrationInput>, string]>([
    ['first name required', { firstName: '  ' }, 'allInputEnter'],
    ['last name required', { lastName: '' }, 'allInputEnter'],
    ['birth day required', { birthDay: '' }, 'birthDateInvalid'],
    ['birth month required', { birthMonth: null }, 'birthDateInvalid'],
    ['birth year required', { birthYear: undefined }, 'birthDateInvalid'],
    ['no 30 February', { birthDay: 30, birthMonth: 2, birthYear: 1990 }, 'birthDateInvalid'],
    [
      '17 years old the day before the 18th birthday',
      { birthDay: 2, birthMonth: 6, birthYear: 2008 },
      'underAge',
    ],
    ['more than 88 years back', { birthDay: 1, birthMonth: 1, birthYear: 1937 }, 'birthDateInvalid'],
    ['sex m or f', { sex: 'x' as 'm' }, 'sexRequired'],
    ['country required', { countryId: '' }, 'countryCanNotbeNull'],
    ['country known', { countryId: 9999 }, 'countryCanNotbeNull'],
    ['city required', { city: '' }, 'cityCanNotbeNull'],
    ['city at least 3', { city: 'Iz' }, 'cityLength'],
    ['city at most 20', { city: 'A'.repeat(21) }, 'cityLength'],
    ['phone number 8 digits at least', { phoneNumber: '5321234' }, 'phoneLength'],
    ['phone number 11 digits at most', { phoneNumber: '532123456789' }, 'phoneLength'],
    ['phone number digits only', { phoneNumber: '532-12345' }, 'phoneLength'],
    ['phone code needed with a number', { phoneCode: '', phoneNumber: '5321234567' }, 'phoneCodeRequired'],
    ['username required', { userName: '' }, 'userNameError'],
    ['username at least 5', { userName: 'abcd' }, 'userNameError'],
    ['username at most 20', { userName: 'a'.repeat(21) }, 'userNameError'],
    ['username lowercase only', { userName: 'Ayse1990' }, 'userNameError'],
    ['username letters and digits only', { userName: 'ayse_1990' }, 'userNameError'],
    [
      'username not the password',
      { userName: 'ayse1990', password: 'ayse1990', passwordRepeat: 'ayse1990' },
      'userNamePasswordSame',
    ],
    ['password required', { password: '', passwordRepeat: '' }, 'passwordLength'],
    ['password at least 4', { password: 'abc', passwordRepeat: 'abc' }, 'passwordLength'],
    ['password at most 20', { password: 'a'.repeat(21), passwordRepeat: 'a'.repeat(21) }, 'passwordLength'],
    ['repeat must match', { passwordRepeat: 'secret13' }, 'passwordNoSameRegister'],
    ['e-mail plausible', { email: 'ayse@' }, 'invalidEmail'],
    ['e-mail at least 5', { email: 'a@b.' }, 'invalidEmail'],
    ['e-mail at most 100', { email: `${'a'.repeat(95)}@b.com` }, 'invalidEmail'],
    ['currency required', { currency: '' }, 'currencyInvalid'],
    ['currency supported', { currency: 'XXX' }, 'currencyInvalid'],
    ['security code required', { securityCode: '' }, 'checkSecurityCode'],
    ['promotion code at most 50', { promotionCode: 'x'.repeat(51) }, 'affiliateNotFound'],
  ])('%s', (_name, input, key) => {
    expect(firstKey(input)).toBe(key);
  });

  it('accepts the limits of each range', () => {
    expect(firstKey({ birthDay: 1, birthMonth: 6, birthYear: 2008 })).toBeNull(); // 18 today
    expect(firstKey({ birthDay: 1, birthMonth: 1, birthYear: 1938 })).toBeNull(); // 88 years back
    expect(firstKey({ city: 'Van' })).toBeNull();
    expect(firstKey({ city: 'A'.repeat(20) })).toBeNull();
    expect(firstKey({ phoneNumber: '53212345' })).toBeNull();
    expect(firstKey({ phoneNumber: '53212345678' })).toBeNull();
    expect(firstKey({ userName: 'abcde', password: 'abcd', passwordRepeat: 'abcd' })).toBeNull();
    expect(
      firstKey({ userName: 'a'.repeat(20), password: 'p'.repeat(20), passwordRepeat: 'p'.repeat(20) }),
    ).toBeNull();
    expect(firstKey({ email: 'a@b.c' })).toBeNull();
    expect(firstKey({ promotionCode: 'SUMMER' })).toBeNull();
  });

  it('asks for the identity number only when registerTcRequired is on', () => {
    const tc = { ...site, registerTcRequired: true };
    expect(firstKey({ idNumber: '' })).toBeNull();
    expect(firstKey({ idNumber: '' }, tc)).toBe('invalidIdNumber');
    expect(firstKey({ idNumber: '1234' }, tc)).toBe('invalidIdNumber');
    expect(firstKey({ idNumber: '123456789012' }, tc)).toBe('invalidIdNumber');
    expect(firstKey({ idNumber: '12a45' }, tc)).toBe('invalidIdNumber');
    expect(firstKey({ idNumber: '12345' }, tc)).toBeNull();
    expect(firstKey({ idNumber: '10000000146' }, tc)).toBeNull();
    expect(firstKey({ idNumber: '10000000147' }, tc)).toBe('invalidIdNumber');
  });

  it('requires the phone only when the mobile setting is on', () => {
    const mobile = { ...site, mobileRequired: true };
    expect(firstKey({ phoneNumber: '' })).toBeNull();
    expect(firstKey({ phoneNumber: '' }, mobile)).toBe('invalidMobile');
    expect(firstKey({ phoneNumber: '5321234567' }, mobile)).toBeNull();
  });

  it('requires the e-mail when the site activates by e-mail', () => {
    const email = { ...site, emailRequired: true };
    expect(firstKey({ email: '' })).toBeNull();
    expect(firstKey({ email: '' }, email)).toBe('emailRequired');
    expect(firstKey({ email: 'ayse@example.com' }, email)).toBeNull();
  });

  it('reports the first failing field in form order', () => {
    expect(firstKey({ securityCode: '', passwordRepeat: 'other', firstName: '' })).toBe('allInputEnter');
    expect(firstKey({ securityCode: '', passwordRepeat: 'other' })).toBe('passwordNoSameRegister');
    expect(firstKey({ email: 'bad', city: 'Iz' })).toBe('cityLength');
  });
});

describe('username as typed', () => {
  it.each([
    ['Ayse_1990', 'ayse1990'],
    ['  John.Doe ', 'johndoe'],
    ['ÇAĞRI99', 'ari99'],
    ['abc-DEF-123', 'abcdef123'],
  ])('%s becomes %s', (typed, expected) => {
    expect(normalizeUsername(typed)).toBe(expected);
  });
});

describe('message values', () => {
  it('fills the password length and the field name', () => {
    expect(accountRuleParams('passwordLength', 'password')).toEqual({ min: 4, max: 20 });
    expect(accountRuleParams('invalidInput', 'address')).toEqual({ field: 'address' });
    expect(accountRuleParams('underAge', 'birthDay')).toEqual({});
  });
});

describe('helpers', () => {
  it('splits a mobile and a birth date', () => {
    expect(parseMobile('+90 5321234567')).toEqual({ code: '90', number: '5321234567' });
    expect(parseMobile('90 532 123 45 67')).toEqual({ code: '90', number: '5321234567' });
    expect(parseMobile('5321234567')).toBeNull();
    expect(parseMobile('+905321234567')).toEqual({ code: '90', number: '5321234567' });
    expect(parseMobile('+4915112345678', '49')).toEqual({ code: '49', number: '15112345678' });
    expect(parseMobile('+90abc')).toBeNull();
    expect(splitBirthDate('1990-04-15')).toEqual({ year: '1990', month: '04', day: '15' });
    expect(splitBirthDate(undefined)).toEqual({ year: '', month: '', day: '' });
  });
});

describe('profile update rules', () => {
  const profile = {
    sex: 'm',
    address: 'Cad. 1',
    city: 'Ankara',
    countryId: 218,
    postCode: '06100',
    autoprint: 1,
  };
  const first = (input: Record<string, unknown>) => {
    const result = profileUpdateSchema.safeParse({ ...profile, ...input });
    return result.success ? null : firstIssueKey(result.error.issues, PROFILE_FIELDS);
  };

  it('accepts a full profile', () => {
    expect(profileUpdateSchema.parse({ ...profile, autoprint: '0' })).toMatchObject({
      city: 'Ankara',
      autoprint: 0,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ city: '' }, 'cityCanNotbeNull'],
    [{ countryId: null }, 'countryCanNotbeNull'],
    [{ postCode: ' ' }, 'postCodeCanNotbeNull'],
    [{ city: '', countryId: '', postCode: '' }, 'cityCanNotbeNull'],
    [{ countryId: 0, postCode: '' }, 'countryCanNotbeNull'],
    [{ sex: 'x', postCode: '' }, 'postCodeCanNotbeNull'],
  ])('%o fails with %s first', (input, key) => {
    expect(first(input)).toBe(key);
  });
});
