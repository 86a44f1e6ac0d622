// What a new player starts with: product permissions and coupon limits (spec 001 section 9 defaults).

/** The product permission records of the user info, each `{ status }` (1 visible, 0 hidden). */
export const PERMISSION_NAMES = [
  'sportUser',
  'liveUser',
  'casinoUser',
  'slotUser',
  'virtualUser',
  'bingoUser',
  'tvgamesUser',
  'mintUser',
  'slotjackpotUser',
  'livejackpotUser',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];
export type PermissionRecord = { status: 0 | 1 };
export type UserPermissions = Record<PermissionName, PermissionRecord>;

/** Every product open to a new player. */
export function defaultPermissions(): UserPermissions {
  return Object.fromEntries(PERMISSION_NAMES.map((name) => [name, { status: 1 }])) as UserPermissions;
}

/**
 * Limits of one coupon kind. minTip is a count of selections; the amounts are minor units.
 * A value of 0 means unlimited.
 */
export type CouponLimitSet = {
  minTip: number;
  minStake: number;
  maxStake: number;
  maxPay: number;
  status: 0 | 1;
};

export const COUPON_LIMIT_KINDS = ['single', 'combine', 'multiple', 'live', 'system'] as const;
export type CouponLimitKind = (typeof COUPON_LIMIT_KINDS)[number];

/** The user's limit record: the five coupon kinds, odds limits (thousandths, 0 unlimited) and the bonus table. */
export type UserLimits = Record<CouponLimitKind, CouponLimitSet> & {
  minOddsCoupon: { limit: number };
  maxOddsCoupon: { limit: number };
  bonusJson: { bonusPercent: number; bonusTipCount: number; bonusOdds: number };
};

/** Default limit of every coupon kind: min tip 1, min stake 1, max stake 250, max pay 12,500 (here in minor units). */
export const DEFAULT_COUPON_LIMIT: Readonly<CouponLimitSet> = Object.freeze({
  minTip: 1,
  minStake: 1_00,
  maxStake: 250_00,
  maxPay: 12_500_00,
  status: 1,
});

/** A new player's limits; no odds limit and no bonus until an operator sets them. */
export function defaultLimits(): UserLimits {
  const kinds = Object.fromEntries(COUPON_LIMIT_KINDS.map((kind) => [kind, { ...DEFAULT_COUPON_LIMIT }]));
  return {
    ...(kinds as Record<CouponLimitKind, CouponLimitSet>),
    minOddsCoupon: { limit: 0 },
    maxOddsCoupon: { limit: 0 },
    bonusJson: { bonusPercent: 0, bonusTipCount: 0, bonusOdds: 0 },
  };
}
