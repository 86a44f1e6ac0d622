import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slipPick } from '../../../shared/slip/test-picks.ts';
import { memoryStorage } from '../../../shared/sportsbook/memory-storage.ts';
import {
  LAST_COUPON_KEY,
  lastCouponOf,
  placedTicketOf,
  readLastCoupon,
  releaseLastSlip,
  saveLastCoupon,
  slipKey,
} from './last-coupon.ts';

const picks = [slipPick(7), slipPick(3, '18_12_2.5')];

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the last placed coupon', () => {
  it('keys a slip by its picks, whatever their order', () => {
    expect(slipKey(picks)).toBe('3:18_12_2.5,7:1_1_');
    expect(slipKey([...picks].reverse())).toBe(slipKey(picks));
    expect(slipKey([slipPick(7, '1_2_'), slipPick(3, '18_12_2.5')])).not.toBe(slipKey(picks));
  });

  it('is read back only for the player who placed it', () => {
    saveLastCoupon({ ticketId: 'TAB12', couponId: 41, placedAt: 1000, userId: 5, slip: slipKey(picks) });
    expect(readLastCoupon()).toEqual({
      ticketId: 'TAB12',
      couponId: 41,
      placedAt: 1000,
      userId: 5,
      slip: '3:18_12_2.5,7:1_1_',
    });
    expect(lastCouponOf(5)?.ticketId).toBe('TAB12');
    expect(lastCouponOf(6)).toBeNull();
  });

  it('brings the post-bet actions back for the very picks placed, until re-created or quit', () => {
    saveLastCoupon({ ticketId: 'TAB12', placedAt: 1000, userId: 5, slip: slipKey(picks) });
    expect(placedTicketOf(5, [...picks].reverse())).toBe('TAB12');
    expect(placedTicketOf(6, picks)).toBeNull();
    expect(placedTicketOf(5, picks.slice(1))).toBeNull();
    expect(placedTicketOf(5, [])).toBeNull();

    releaseLastSlip();
    expect(placedTicketOf(5, picks)).toBeNull();
    // The coupon is still the player's last one.
    expect(readLastCoupon()).toEqual({ ticketId: 'TAB12', placedAt: 1000, userId: 5 });
  });

  it('ignores what is not a saved coupon, and storage that is off', () => {
    localStorage.setItem(LAST_COUPON_KEY, '{not json');
    expect(readLastCoupon()).toBeNull();
    localStorage.setItem(LAST_COUPON_KEY, JSON.stringify({ ticketId: '', placedAt: 1 }));
    expect(readLastCoupon()).toBeNull();
    localStorage.setItem(LAST_COUPON_KEY, JSON.stringify({ ticketId: 'T1', placedAt: '1' }));
    expect(readLastCoupon()).toBeNull();
    // A coupon saved before the player was recorded is nobody's to show.
    localStorage.setItem(LAST_COUPON_KEY, JSON.stringify({ ticketId: 'T1', placedAt: 1 }));
    expect(lastCouponOf(5)).toBeNull();

    const off = memoryStorage();
    off.getItem = () => {
      throw new Error('storage off');
    };
    off.setItem = off.getItem;
    vi.stubGlobal('localStorage', off);
    expect(() => saveLastCoupon({ ticketId: 'T2', placedAt: 2 })).not.toThrow();
    expect(readLastCoupon()).toBeNull();
    expect(() => releaseLastSlip()).not.toThrow();
  });
});
