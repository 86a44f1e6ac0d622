// The last placed coupon, kept in local storage with its ticket id (spec 001 section 4, Coupon
// creation flow, step 4). The slip stays after placing with re-create, share and quit: kept here
// with the slip's picks, those actions come back after a page reload instead of the create button.

export const LAST_COUPON_KEY = 'lastCoupon';

export type LastCoupon = {
  ticketId: string;
  couponId?: number;
  placedAt: number;
  /** Who placed it: another player signing in on this browser is offered nothing of it. */
  userId?: number;
  /** The placed slip's picks (slipKey) while the slip stays for its actions; gone once re-created or quit. */
  slip?: string;
};

type PickRef = { m: number; i: string };

/** The slip's picks as one text, in any order: the same picks give the same key. */
export const slipKey = (picks: readonly PickRef[]): string =>
  picks
    .map((p) => `${p.m}:${p.i}`)
    .sort()
    .join();

export function saveLastCoupon(coupon: LastCoupon): void {
  try {
    localStorage.setItem(LAST_COUPON_KEY, JSON.stringify(coupon));
  } catch {
    // Storage can be off (private mode); the coupon is on the server all the same.
  }
}

const isLastCoupon = (value: unknown): value is LastCoupon => {
  if (typeof value !== 'object' || value === null) return false;
  const { ticketId, placedAt, userId, slip } = value as Record<string, unknown>;
  return (
    typeof ticketId === 'string' &&
    ticketId !== '' &&
    typeof placedAt === 'number' &&
    (userId === undefined || typeof userId === 'number') &&
    (slip === undefined || typeof slip === 'string')
  );
};

/** The stored last coupon; nothing when storage is off or holds something else. */
export function readLastCoupon(): LastCoupon | null {
  try {
    const stored = localStorage.getItem(LAST_COUPON_KEY);
    const value: unknown = stored === null ? null : JSON.parse(stored);
    return isLastCoupon(value) ? value : null;
  } catch {
    return null;
  }
}

/** The player's last coupon: only the one who placed it sees it. */
export function lastCouponOf(userId: number): LastCoupon | null {
  const last = readLastCoupon();
  return last && last.userId === userId ? last : null;
}

/** The ticket whose post-bet actions the slip shows again: the player's last coupon, placed from these very picks. */
export function placedTicketOf(userId: number, picks: readonly PickRef[]): string | null {
  const last = lastCouponOf(userId);
  if (!last?.slip || picks.length === 0) return null;
  return last.slip === slipKey(picks) ? last.ticketId : null;
}

/** The player re-creates or quits: the coupon stays the last one, its actions no longer come back. */
export function releaseLastSlip(): void {
  const last = readLastCoupon();
  if (!last?.slip) return;
  const { slip: _released, ...coupon } = last;
  saveLastCoupon(coupon);
}
