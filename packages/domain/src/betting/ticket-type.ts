// The coupon's type and the limit sets that apply to it (spec 001 section 4, Coupon type).
import type { CouponLimitKind, CouponLimitSet, UserLimits } from '../user-defaults.ts';
import { hasSeveralPicksPerMatch } from './combinations.ts';
import type { TicketType } from './types.ts';

/** Spec: none without picks; TK for one; SK with a system size chosen; CK with two picks of a match; else KK. */
export function ticketTypeOf(
  picks: readonly { matchId: number }[],
  systemSizes: readonly number[],
): TicketType | null {
  if (picks.length === 0) return null;
  if (picks.length === 1) return 'TK';
  if (systemSizes.length > 0) return 'SK';
  return hasSeveralPicksPerMatch(picks) ? 'CK' : 'KK';
}

/** Spec: a KK with more than one combination is sent as SK. */
export const sentTicketType = (type: TicketType, combinations: number): TicketType =>
  type === 'KK' && combinations > 1 ? 'SK' : type;

export type CouponLabel = 'system' | 'live' | 'single' | 'combine' | 'multiple';
type ListedCoupon = { ticketType: TicketType; isLive: boolean | 0 | 1; totalTipps: number };

/** Spec: the list label by precedence system, live, single (exactly one tip), combine, multiple. */
export function couponLabel(item: ListedCoupon): CouponLabel {
  if (item.ticketType === 'SK') return 'system';
  if (item.isLive === true || item.isLive === 1) return 'live';
  if (item.totalTipps === 1 || item.ticketType === 'TK') return 'single';
  return item.ticketType === 'KK' ? 'combine' : 'multiple';
}

/**
 * Spec filter codes: 0 combine, 1 system, 2 multiple, 3 single, 4 live. The first four read the
 * ticket type, so a live combine coupon is found under both combine and live.
 */
export function matchesTypeFilter(code: 0 | 1 | 2 | 3 | 4, item: ListedCoupon): boolean {
  if (code === 4) return item.isLive === true || item.isLive === 1;
  const types: Record<0 | 1 | 2 | 3, TicketType> = { 0: 'KK', 1: 'SK', 2: 'CK', 3: 'TK' };
  return item.ticketType === types[code];
}

const KIND_OF: Record<TicketType, CouponLimitKind> = {
  TK: 'single',
  KK: 'combine',
  CK: 'multiple',
  SK: 'system',
};

/** The user limit sets a coupon answers to: its type's, plus the live set when a pick is live. */
export const limitKindsOf = (ticketType: TicketType, isLive: boolean): CouponLimitKind[] =>
  isLive ? [KIND_OF[ticketType], 'live'] : [KIND_OF[ticketType]];

/**
 * Spec 001 section 5: several picks of one match stand together (a CK) only when the player's
 * multiple-coupon status is 0; otherwise a new pick replaces the match's earlier one. The other limit
 * sets read status 1 as open, this one reads 0 so: a new player (every status 1) gets no CK.
 */
export const multipleAllowed = (limits: Pick<UserLimits, 'multiple'>): boolean =>
  limits.multiple.status === 0;

/** The smaller of two limits where 0 means unlimited. */
export const strictestMax = (a: number, b: number): number => (a === 0 ? b : b === 0 ? a : Math.min(a, b));

/**
 * The strictest of the given limit sets: the largest minimums, the smallest maximums (a 0 maximum
 * is unlimited and only stays so when all are 0), and open (status 1) only when all are open.
 */
export function effectiveLimitSet(limits: UserLimits, kinds: readonly CouponLimitKind[]): CouponLimitSet {
  const sets = kinds.map((kind) => limits[kind]);
  return {
    minTip: Math.max(0, ...sets.map((s) => s.minTip)),
    minStake: Math.max(0, ...sets.map((s) => s.minStake)),
    maxStake: sets.reduce((acc, s) => strictestMax(acc, s.maxStake), 0),
    maxPay: sets.reduce((acc, s) => strictestMax(acc, s.maxPay), 0),
    status: sets.every((s) => s.status === 1) ? 1 : 0,
  };
}
