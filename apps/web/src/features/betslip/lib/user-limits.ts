// The player's coupon limits as the betting rules read them. getUserData presents them in major
// units and decimal odds (spec 001 section 3, User limits); the rules want minor units and
// thousandths. A part the answer lacks keeps the new-player default.
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import {
  COUPON_LIMIT_KINDS,
  type CouponLimitSet,
  defaultLimits,
  type UserLimits,
} from '@bet/domain/user-defaults';

type Presented = Partial<Record<string, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const minor = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : fallback;
const thousandths = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? toThousandths(v) : fallback;

function limitSet(v: unknown, base: CouponLimitSet): CouponLimitSet {
  if (!isRecord(v)) return base;
  return {
    minTip: num(v.minTip, base.minTip),
    minStake: minor(v.minStake, base.minStake),
    maxStake: minor(v.maxStake, base.maxStake),
    maxPay: minor(v.maxPay, base.maxPay),
    status: v.status === 0 ? 0 : v.status === 1 ? 1 : base.status,
  };
}

const limitOf = (v: unknown, base: number): number => (isRecord(v) ? thousandths(v.limit, base) : base);

/** The limits in the user info (or the defaults for a visitor), in the rules' units. */
export function userLimits(user: Presented | null): UserLimits {
  const limits = defaultLimits();
  if (!user) return limits;
  for (const kind of COUPON_LIMIT_KINDS) limits[kind] = limitSet(user[kind], limits[kind]);
  limits.minOddsCoupon = { limit: limitOf(user.minOddsCoupon, limits.minOddsCoupon.limit) };
  limits.maxOddsCoupon = { limit: limitOf(user.maxOddsCoupon, limits.maxOddsCoupon.limit) };
  const bonus = user.bonusJson;
  if (isRecord(bonus)) {
    limits.bonusJson = {
      bonusPercent: num(bonus.bonusPercent, 0),
      bonusTipCount: num(bonus.bonusTipCount, 0),
      bonusOdds: thousandths(bonus.bonusOdds, 0),
    };
  }
  return limits;
}
