// One user in the back office: its whole record, changing it, its password and its sign-ins.
import { z } from 'zod';
import { FULL_RATE } from '../../commission.ts';
import { PERMISSION_NAMES, type UserLimits } from '../../user-defaults.ts';
import { callBody, text } from '../fields.ts';
import { userRow } from './users.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const minor = z.number().int().min(0).max(1_000_000_000_00);

const rateRange = { message: 'commissionRateRange' };
/** A dealer's commission rate in basis points: 0 to 10000 (0.00% to 100.00%). */
export const commissionRate = z.number(rateRange).int(rateRange).min(0, rateRange).max(FULL_RATE, rateRange);

/** One coupon kind's limits: amounts in minor units, 0 meaning no limit. */
export const couponLimitSet = z.object({
  minTip: z.number().int().min(0).max(50),
  minStake: minor,
  maxStake: minor,
  maxPay: minor,
  status: flag,
});

/** The limits of 000 §3 and 001 §5: five coupon kinds, odds bounds (thousandths, 0 none), bonus. */
export const userLimits = z.object({
  single: couponLimitSet,
  combine: couponLimitSet,
  multiple: couponLimitSet,
  live: couponLimitSet,
  system: couponLimitSet,
  minOddsCoupon: z.object({ limit: z.number().int().min(0).max(10_000_000) }),
  maxOddsCoupon: z.object({ limit: z.number().int().min(0).max(10_000_000) }),
  bonusJson: z.object({
    bonusPercent: z.number().min(0).max(1000),
    bonusTipCount: z.number().int().min(0).max(50),
    bonusOdds: z.number().int().min(0).max(10_000_000),
  }),
}) satisfies z.ZodType<UserLimits>;

/** The ten product permission records, each on (1) or off (0). */
export const productPermissions = z.object(
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, flag])) as Record<
    (typeof PERMISSION_NAMES)[number],
    typeof flag
  >,
);

export const userDetail = userRow.extend({
  mobile: z.string().nullable(),
  birthDate: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  lang: z.string(),
  onlineUser: flag,
  /** 0: the stake is per combination; 1: for the whole coupon. */
  staketype: flag,
  roleId: z.number().nullable(),
  permissions: productPermissions,
  limits: userLimits,
  /**
   * A dealer's commission (basis points) and the most it may be: its parent dealer's rate, or 100%
   * under the site's admin. Null for kinds of account that earn none.
   */
  commission: z.object({ rate: z.number().int(), ceiling: z.number().int() }).nullable(),
  /** Sums of the user's open coupons: what they stake and could pay out. */
  openStakes: z.number().int(),
  openLiability: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userRequest = callBody({ targetUserId: z.number().int().positive() });
export const userAnswer = z.object({ status: z.literal(true), user: userDetail });
export type UserAnswer = z.infer<typeof userAnswer>;

/** What may change; fields left out stay as they are. */
export const updateUserRequest = callBody({
  targetUserId: z.number().int().positive(),
  firstName: text(50).optional(),
  lastName: text(50).optional(),
  email: z.email().max(100).nullable().optional(),
  mobile: text(20)
    .regex(/^\+?\d{6,15}$/)
    .nullable()
    .optional(),
  status: flag.optional(),
  onlineUser: flag.optional(),
  staketype: flag.optional(),
  roleId: z.number().int().positive().nullable().optional(),
  userLimit: z.number().int().min(0).max(1_000_000).optional(),
  dealerLimit: z.number().int().min(0).max(1_000_000).optional(),
  /** Dealers, sub-dealers and partners only: never above the parent dealer's, nor below one under it. */
  commissionRate: commissionRate.optional(),
  permissions: productPermissions.partial().optional(),
  limits: userLimits.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const resetPasswordRequest = callBody({
  targetUserId: z.number().int().positive(),
  password: text(100).min(6),
});

/** A sign-in of the user: when, from where and with what. */
export const signInEntry = z.object({
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  active: z.boolean(),
});
export const signInsAnswer = z.object({ status: z.literal(true), rows: z.array(signInEntry) });
export type SignInsAnswer = z.infer<typeof signInsAnswer>;
