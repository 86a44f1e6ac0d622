import { countryById } from '@bet/domain';
import {
  firstIssue,
  formatMobile,
  parseMobile,
  REGISTRATION_FIELDS,
  type Registration,
  type RegistrationContext,
  registrationSchema,
  splitBirthDate,
} from '@bet/domain/account-rules';
import type { RegisterRequest } from '@bet/domain/api/account';
import { ruleFailure } from './message-keys.ts';

const asText = (v: string | number | null | undefined) =>
  v === undefined || v === null ? '' : String(v).trim();

/** The phone's code and number from either form of the payload; an unsplittable mobile stays whole. */
function phoneParts(body: RegisterRequest, countryId: number): { code: string; number: string } {
  const mobile = body.mobile?.trim() ?? '';
  if (!mobile) return { code: asText(body.phoneCode), number: asText(body.phoneNumber) };
  const code = asText(body.phoneCode) || String(countryById(countryId)?.phonecode ?? '');
  return parseMobile(mobile, code) ?? { code, number: mobile };
}

export type ValidRegistration = Registration & {
  /** '+<code> <number>', or null when no phone was given. */
  mobile: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
};

/** Applies the registration rules of the site; throws 400 with the first failing field's key. */
export function validateRegistration(body: RegisterRequest, context: RegistrationContext): ValidRegistration {
  const birth = splitBirthDate(body.birthDate);
  const countryId = Number(asText(body.counrtyId));
  const phone = phoneParts(body, countryId);
  const result = registrationSchema(context).safeParse({
    firstName: body.firstName,
    lastName: body.lastName,
    birthDay: birth.day,
    birthMonth: birth.month,
    birthYear: birth.year,
    idNumber: body.idNumber,
    sex: body.sex,
    countryId: body.counrtyId,
    city: body.city,
    address: body.address,
    postCode: body.postCode,
    phoneCode: phone.code,
    phoneNumber: phone.number,
    userName: body.userName,
    password: body.password ?? '',
    // The spec's register call carries no repeat: the form compared the two already.
    passwordRepeat: body.password ?? '',
    email: body.email,
    currency: body.currency,
    promotionCode: body.promotionCode,
    securityCode: body.securityCode,
  });
  if (!result.success) throw ruleFailure(firstIssue(result.error.issues, REGISTRATION_FIELDS));
  const v = result.data;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    ...v,
    mobile: v.phoneNumber ? formatMobile(v.phoneCode, v.phoneNumber) : null,
    birthDate: `${v.birthYear}-${pad(v.birthMonth)}-${pad(v.birthDay)}`,
  };
}
