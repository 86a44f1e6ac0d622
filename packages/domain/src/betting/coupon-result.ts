// How a coupon's result is shown (spec 001 section 4, Coupon result status). The status codes are
// the spec's (0 open, 1 won, -1 lost, -2 cancelled, 2 sold); the catalogue also names "returned", the
// state of a coupon that only gave the stake back. A single whose only pick is void is settled as
// status 1 with its stake as income, and shown as returned, not won; the money is the same. A live
// coupon waiting out the bet delay is held: not yet placed, so not waiting for its matches either.
import type { CouponStatus, PickResult } from './types.ts';

export type CouponResultKey = 'waiting' | 'held' | 'won' | 'lost' | 'cancelled' | 'sold' | 'returned';

/** A settled coupon whose every pick was void: it paid the stake back and nothing more. */
export const isReturned = (status: CouponStatus, picks: readonly { result: PickResult }[]): boolean =>
  status === 1 && picks.length > 0 && picks.every((p) => p.result === 'void');

const KEY_OF_STATUS: Record<CouponStatus, CouponResultKey> = {
  0: 'waiting',
  1: 'won',
  [-1]: 'lost',
  [-2]: 'cancelled',
  2: 'sold',
};

/** The result as the texts and colours name it; `returned` and `held` are the coupon's flags. */
export const couponResultKey = (status: CouponStatus, returned: boolean, held = false): CouponResultKey => {
  if (returned) return 'returned';
  return held && status === 0 ? 'held' : KEY_OF_STATUS[status];
};
