// What the account calls answer (spec 000 sections 3 and 7): zod schemas, the one source of these
// types, shared by the server and the web app.
import { z } from 'zod';
import {
  COUPON_LIMIT_KINDS,
  type CouponLimitKind,
  PERMISSION_NAMES,
  type PermissionName,
} from '../user-defaults.ts';

/** What a proof-of-work challenge guards: a registration, or a sign-in after failed passwords. */
export const challengePurpose = z.enum(['register', 'login']);
export type ChallengePurpose = z.infer<typeof challengePurpose>;

/** A proof-of-work challenge signed by the server, in the form the browser's solver reads. */
export const powChallenge = z.object({
  parameters: z.object({
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
