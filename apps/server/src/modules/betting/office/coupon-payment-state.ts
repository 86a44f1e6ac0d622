// A coupon's payment state as the counter's payout flow reads and changes it: the betting module's
// service for flows that must not reach the coupons table themselves.
import type { CouponStatus } from '@bet/domain/betting/types';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { coupons } from '../schema.ts';

export type CouponPayment = {
  id: number;
  ticketId: string;
  userId: number;
  status: CouponStatus;
  currency: string;
  /** What the coupon gave its owner, minor units: the payout the counter hands out. */
  income: number;
  paid: boolean;
};

/** The coupon's payment state, its row locked until the caller's transaction ends; null when there is none. */
export async function lockCouponPayment(tx: Executor, couponId: number): Promise<CouponPayment | null> {
  const [row] = await tx
    .select({
      id: coupons.id,
      ticketId: coupons.ticketId,
      userId: coupons.userId,
      status: coupons.status,
      currency: coupons.currency,
      income: coupons.income,
      paid: coupons.paid,
    })
    .from(coupons)
    // A live coupon whose hold the odds moved on never became a bet.
    .where(and(eq(coupons.id, couponId), ne(coupons.phase, 'released')))
    .for('update');
  return row ? { ...row, status: row.status as CouponStatus } : null;
}

/** Marks the (locked) coupon paid at `at`, or unpaid. */
export async function setCouponPaid(tx: Executor, couponId: number, paidAt: Date | null): Promise<void> {
  await tx
    .update(coupons)
    .set({ paid: paidAt !== null, paidAt })
    .where(eq(coupons.id, couponId));
}
