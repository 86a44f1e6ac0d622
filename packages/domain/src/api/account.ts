// What the account calls take and answer (spec 000 sections 3 and 7): zod schemas, the one source
// of these types, shared by the server and the web app.
import { z } from 'zod';
import {
  COUPON_LIMIT_KINDS,
  type CouponLimitKind,
  PERMISSION_NAMES,
  type PermissionName,
} from '../user-defaults.ts';
import { messageAnswer } from './common.ts';
import { callBody, text } from './fields.ts';

// A field the account rules read themselves, so they answer a wrong one with their own key.
const loose = (max: number) => z.union([z.number(), text(max)]).nullish();

/**
 * register as the spec's client sends it (`counrtyId` spelled as there). Fields are loosely typed
 * here so the registration rules answer with their own keys.
 */
export const registerRequest = callBody({
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  birthDate: text(20).nullish(),
  idNumber: loose(50),
  sex: text(10).nullish(),
  address: text(500).nullish(),
  city: text(200).nullish(),
  postCode: loose(50),
  counrtyId: loose(10),
  // '+90 5321234567', or the code and number apart.
  mobile: text(40).nullish(),
  phoneCode: loose(10),
  phoneNumber: loose(30),
  userName: text(100).nullish(),
  password: text(100).nullish(),
  email: text(200).nullish(),
  currency: text(10).nullish(),
  promotionCode: text(100).nullish(),
  affiliateUser: loose(100),
  // The solved proof-of-work challenge from the captcha call.
  securityCode: text(4000).nullish(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** updateProfile as the spec's client sends it; the profile rules answer with their own keys. */
export const updateProfileRequest = callBody({
  sex: text(10).nullish(),
  address: text(500).nullish(),
  city: text(200).nullish(),
  countryId: loose(10),
  postCode: loose(50),
  autoprint: z.union([z.number(), z.boolean(), text(5)]).nullish(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** updateProfile's answer: the message and its key. */
export const updateProfileAnswer = messageAnswer.extend({ key: z.string() });
export type UpdateProfileAnswer = z.infer<typeof updateProfileAnswer>;

/** activate: the code from the activation mail or SMS. */
export const activateRequest = callBody({ activationCode: text(100) });
export type ActivateRequest = z.infer<typeof activateRequest>;

/** The registration form's availability checks: the call that checks each field. */
export const AVAILABILITY_CALLS = {
  email: 'emailCheck',
  mobile: 'checkMobile',
  idNumber: 'checkIdNumber',
  userName: 'checkUserName',
} as const;
export type AvailabilityField = keyof typeof AVAILABILITY_CALLS;

/**
 * An availability check's payload: its one field, as text or a number. A number must be a whole one
 * JavaScript holds exactly: past that its digits are not the ones the player typed.
 */
export const availabilityRequest = (field: AvailabilityField) =>
  callBody({ [field]: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text(200)]) });

/** affiliateControl: the affiliate's code or link. */
export const affiliateControlRequest = callBody({ affiliateId: text(100) });
export type AffiliateControlRequest = z.infer<typeof affiliateControlRequest>;

/** What a proof-of-work challenge guards: a registration, a sign-in after failed passwords, a contact message. */
export const challengePurpose = z.enum(['register', 'login', 'contact']);
export type ChallengePurpose = z.infer<typeof challengePurpose>;

/**
 * A proof-of-work challenge signed by the server, in the form the browser's solver reads. Its
 * parameters pass whole, those not named here too: the signature covers every one.
 */
export const powChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallenge>;

/** captcha: a fresh challenge; its solution goes back as the securityCode of the call it guards. */
export const captchaAnswer = z.object({ status: z.literal(true), challenge: powChallenge });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** register: 0 signed in (token set when the automatic sign-in worked); 1 e-mail activation; 2 SMS activation. */
export const registerAnswer = z.object({
  status: z.literal(true),
  activation: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  userId: z.number(),
  token: z.string().optional(),
  msg: z.string(),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** affiliateControl: the affiliate a promotion code belongs to. */
export const affiliateAnswer = z.object({
  status: z.literal(true),
  data: z.object({ affiliate_link: z.string(), userId: z.number() }),
});
export type AffiliateAnswer = z.infer<typeof affiliateAnswer>;

/** A coupon kind's limits as getUserData presents them: amounts in major units (0 = unlimited). */
export const presentedLimitSet = z.object({
  minTip: z.number(),
  minStake: z.number(),
  maxStake: z.number(),
  maxPay: z.number(),
  status: z.number(),
});
export type PresentedLimitSet = z.infer<typeof presentedLimitSet>;

const permissionRecord = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

/** The user info of spec 000 section 3, as getUserData answers it (amounts in major units). */
export const userInfo = z.object({
  userId: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  address: z.string(),
  postCode: z.string(),
  countryId: z.number().nullable(),
  countryname: z.string(),
  sex: z.enum(['m', 'f']),
  autoprint: z.number(),
  userCredit: z.number(),
  credit: z.number(),
  currency: z.string(),
  /** ISO 8601 of the last sign-in, '' before the first. */
  loginTime: z.string(),
  /** 1 during the player's first sign-in: Home greets them as new, not back. */
  firstLogin: z.union([z.literal(0), z.literal(1)]),
  operatorId: z.number(),
  lang: z.string(),
  onlineUser: z.number(),
  userType: z.number(),
  staketype: z.number(),
  terminalNo: z.string(),
  /** The user record's status (1 active, 0 passive); `status` of the answer is the call's success. */
  userStatus: z.number(),
  affiliateStatus: z.number(),
  minOddsCoupon: z.object({ limit: z.number() }),
  maxOddsCoupon: z.object({ limit: z.number() }),
  bonusJson: z.object({ bonusPercent: z.number(), bonusTipCount: z.number(), bonusOdds: z.number() }),
  ...(Object.fromEntries(COUPON_LIMIT_KINDS.map((kind) => [kind, presentedLimitSet])) as Record<
    CouponLimitKind,
    typeof presentedLimitSet
  >),
  ...(Object.fromEntries(PERMISSION_NAMES.map((name) => [name, permissionRecord])) as Record<
    PermissionName,
    typeof permissionRecord
  >),
});
export type UserInfo = z.infer<typeof userInfo>;

export const userInfoAnswer = userInfo.extend({ status: z.literal(true) });
