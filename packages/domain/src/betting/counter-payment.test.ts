import { describe, expect, it } from 'vitest';
import { userRoles } from '../authz/roles.ts';
import { hasCounterPayout, isCounterKind, isCounterPayable } from './counter-payment.ts';

describe('coupons paid out at the counter', () => {
  it('are those of terminals and their users only', () => {
    expect(userRoles.filter(isCounterKind)).toEqual(['terminal', 'terminal_user']);
  });

  it.each([
    ['an open coupon', { status: 0, income: 0 }, false],
    ['a won coupon', { status: 1, income: 20_00 }, true],
    ['a returned coupon', { status: 1, income: 10_00 }, true],
    ['a lost coupon', { status: -1, income: 0 }, false],
    ['a cancelled coupon', { status: -2, income: 10_00 }, true],
    ['a sold coupon', { status: 2, income: 7_50 }, true],
  ])('%s has a payout to hand out: %s', (_name, coupon, expected) => {
    expect(hasCounterPayout(coupon)).toBe(expected);
  });

  it('are marked only for a terminal account with a payout', () => {
    const won = { status: 1, income: 20_00 };
    expect(isCounterPayable({ ...won, userRole: 'terminal_user' })).toBe(true);
    expect(isCounterPayable({ ...won, userRole: 'player' })).toBe(false);
    expect(isCounterPayable({ status: -1, income: 0, userRole: 'terminal' })).toBe(false);
  });
});
