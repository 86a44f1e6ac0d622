// Coupons of terminal accounts are paid out in cash at the counter (spec 002 §4 paid/unpaid): the
// rule for which of them the counter pays, shared by the server that marks them and the back office.
import type { UserRole } from '../authz/roles.ts';

/** The kinds of account whose coupons the counter pays out in cash. */
export const counterKinds = ['terminal', 'terminal_user'] as const satisfies readonly UserRole[];

export const isCounterKind = (kind: string): boolean => (counterKinds as readonly string[]).includes(kind);

/**
 * Whether a coupon has cash for the counter to hand out: it is decided (won or returned, cancelled or
 * sold) and gave its owner something. Open and lost coupons have nothing to pay.
 */
export const hasCounterPayout = (coupon: { status: number; income: number }): boolean =>
  coupon.status !== 0 && coupon.income > 0;

/** Whether the counter marks this coupon paid or unpaid: a terminal account's, with a payout. */
export const isCounterPayable = (coupon: { userRole: string; status: number; income: number }): boolean =>
  isCounterKind(coupon.userRole) && hasCounterPayout(coupon);
