import type { UserInfo } from '@bet/domain/api/account';
import { toMajor } from '@bet/domain/money';
import { countryNameById } from '@bet/domain/reference/country-names';
import type { LanguageCode } from '@bet/domain/reference/languages';
import {
  COUPON_LIMIT_KINDS,
  type CouponLimitSet,
  defaultLimits,
  defaultPermissions,
  PERMISSION_NAMES,
  type UserLimits,
  type UserPermissions,
} from '@bet/domain/user-defaults';
import type { UserRow } from './schema.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The user's product permissions; a record never set falls back to the new-player default. */
export function effectivePermissions(user: Pick<UserRow, 'permissions'>): UserPermissions {
  const permissions = defaultPermissions();
  const stored = isRecord(user.permissions) ? user.permissions : {};
  for (const name of PERMISSION_NAMES) {
    const record = stored[name];
    if (isRecord(record) && (record.status === 0 || record.status === 1))
      permissions[name] = { status: record.status };
  }
  return permissions;
}

/** The user's limits (minor units, odds in thousandths); a part never set falls back to the default. */
export function effectiveLimits(user: Pick<UserRow, 'limits'>): UserLimits {
  const limits = defaultLimits();
  const stored = isRecord(user.limits) ? user.limits : {};
  for (const key of Object.keys(limits) as (keyof UserLimits)[]) {
    const part = stored[key];
    if (isRecord(part)) Object.assign(limits[key], part);
  }
  return limits;
}

function presentLimits(limits: UserLimits) {
  const set = (l: CouponLimitSet) => ({
    minTip: l.minTip,
    minStake: toMajor(l.minStake),
    maxStake: toMajor(l.maxStake),
    maxPay: toMajor(l.maxPay),
    status: l.status,
  });
  const sets = Object.fromEntries(COUPON_LIMIT_KINDS.map((kind) => [kind, set(limits[kind])]));
  return {
    ...(sets as Record<(typeof COUPON_LIMIT_KINDS)[number], ReturnType<typeof set>>),
    minOddsCoupon: { limit: limits.minOddsCoupon.limit / 1000 },
    maxOddsCoupon: { limit: limits.maxOddsCoupon.limit / 1000 },
    bonusJson: { ...limits.bonusJson, bonusOdds: limits.bonusJson.bonusOdds / 1000 },
  };
}

/** The user info entity of spec 000 section 3, with the credit from the ledger. */
/** `lang` names the country; `signIns` counts the player's sign-ins (up to 2: first or not). */
export function presentUserInfo(
  user: UserRow,
  creditMinor: number,
  signIns: number,
  lang: LanguageCode,
): UserInfo {
  const credit = toMajor(creditMinor);
  const permissions = effectivePermissions(user);
  return {
    userId: user.id,
    userName: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate ?? '',
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    city: user.city,
    address: user.address,
    postCode: user.postCode,
    countryId: user.countryId,
    countryname: countryNameById(user.countryId, lang) ?? '',
    // The users table's check allows only these two.
    sex: user.sex === 'f' ? 'f' : 'm',
    autoprint: user.autoprint,
    userCredit: credit,
    credit,
    currency: user.currency,
    loginTime: user.lastLoginAt?.toISOString() ?? '',
    /** 1 while the player is in their first sign-in: Home greets them as new, not back. */
    firstLogin: signIns === 1 ? (1 as const) : (0 as const),
    operatorId: user.operatorId,
    lang: user.lang,
    onlineUser: user.onlineUser,
    userType: user.userType,
    staketype: user.staketype,
    terminalNo: user.terminalNo ?? '',
    /** The user record's status (1 active, 0 passive); `status` of the answer is the call's success. */
    userStatus: user.status,
    affiliateStatus: user.affiliateStatus,
    ...presentLimits(effectiveLimits(user)),
    ...permissions,
  };
}

/** The signed-in user's info in the request's language; a session whose user is gone is a 404. */
