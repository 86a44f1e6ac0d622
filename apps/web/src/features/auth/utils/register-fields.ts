// The registration form's values and where the server's refusals belong (spec 000 sections 2.5, 5 and 8).
import type { RegisterRequest } from '@bet/domain/api/account';
import { birthDateOf, mobileOf } from './form-helpers.ts';

/** The form as typed; selects hold strings ('' while nothing is picked). */
export type RegisterValues = {
  firstName: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  idNumber: string;
  sex: 'm' | 'f';
  countryId: string;
  city: string;
  phoneCode: string;
  phoneNumber: string;
  userName: string;
  password: string;
  passwordRepeat: string;
  email: string;
  currency: string;
  promotionCode: string;
  securityCode: string;
};

export type RegisterField = keyof RegisterValues;

// The catalogue keys of the register call's refusals, by the field they are about.
const FIELD_OF_KEY: Readonly<Record<string, RegisterField>> = {
  birthDateInvalid: 'birthDay',
  underAge: 'birthDay',
  invalidIdNumber: 'idNumber',
  alreadyUsedIdNumber: 'idNumber',
  sexRequired: 'sex',
  countryCanNotbeNull: 'countryId',
  cityCanNotbeNull: 'city',
  cityLength: 'city',
  phoneCodeRequired: 'phoneCode',
  invalidMobile: 'phoneNumber',
  phoneLength: 'phoneNumber',
  alreadyUsedMobile: 'phoneNumber',
  userNameError: 'userName',
  alreadyUsedUsername: 'userName',
  userNamePasswordSame: 'password',
  passwordLength: 'password',
  passwordNoSameRegister: 'passwordRepeat',
  invalidEmail: 'email',
  emailRequired: 'email',
  emailAlreadyUseRegister: 'email',
  currencyInvalid: 'currency',
  affiliateNotFound: 'promotionCode',
  checkSecurityCode: 'securityCode',
  captchaExpired: 'securityCode',
};

/** The field a refusal's key names, if any. */
export function fieldOfRefusal(key: string): RegisterField | null {
  return Object.hasOwn(FIELD_OF_KEY, key) ? (FIELD_OF_KEY[key] ?? null) : null;
}

/** The register call's payload from the form (spec 000 section 7; `counrtyId` spelled as there). */
export function registerPayloadOf(
  v: RegisterValues,
  extra: { askIdNumber: boolean; affiliateUser: string | number },
): RegisterRequest {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    birthDate: birthDateOf(v.birthYear, v.birthMonth, v.birthDay),
    idNumber: extra.askIdNumber ? v.idNumber : '',
    sex: v.sex,
    address: '',
    city: v.city.trim(),
    postCode: '',
    counrtyId: Number(v.countryId),
    mobile: mobileOf(v.phoneCode, v.phoneNumber),
    userName: v.userName,
    password: v.password,
    email: v.email.trim(),
    currency: v.currency,
    promotionCode: v.promotionCode.trim(),
    affiliateUser: extra.affiliateUser,
    securityCode: v.securityCode,
  };
}
