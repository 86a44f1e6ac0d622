import { describe, expect, it } from 'vitest';
import { couponResultKey, isReturned } from './coupon-result.ts';
import type { PickResult } from './types.ts';

const picks = (...results: PickResult[]) => results.map((result) => ({ result }));

describe('returned coupons', () => {
  it('a single whose only pick is void is returned, not won', () => {
    expect(isReturned(1, picks('void'))).toBe(true);
    expect(couponResultKey(1, isReturned(1, picks('void')))).toBe('returned');
  });

  it('a coupon whose every pick is void is returned; one void pick among others is not', () => {
    expect(isReturned(1, picks('void', 'void'))).toBe(true);
    expect(isReturned(1, picks('void', 'won'))).toBe(false);
    expect(isReturned(1, picks('half_won'))).toBe(false);
    expect(isReturned(-1, picks('void', 'lost'))).toBe(false);
  });

  it('only a settled coupon is returned: an open, cancelled or sold one keeps its own state', () => {
    expect(isReturned(0, picks('void', 'open'))).toBe(false);
    expect(isReturned(-2, picks('void'))).toBe(false);
    expect(isReturned(2, picks('void'))).toBe(false);
    expect([0, 1, -1, -2, 2].map((s) => couponResultKey(s as 0 | 1 | -1 | -2 | 2, false))).toEqual([
      'waiting',
      'won',
      'lost',
      'cancelled',
      'sold',
    ]);
  });

  it('an open live coupon waiting out the bet delay is held, not waiting', () => {
    expect(couponResultKey(0, false, true)).toBe('held');
    expect(couponResultKey(0, false, false)).toBe('waiting');
    // A decided coupon shows its result whatever it once was.
    expect(couponResultKey(-2, false, true)).toBe('cancelled');
  });
});
