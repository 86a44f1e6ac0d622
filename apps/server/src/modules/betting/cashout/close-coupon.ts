// Closing an open coupon before its matches decide it (sold or cancelled): its status and income,
// and its stake decided through the ledger, in the caller's transaction. Answers the new credit.

import { counterKinds } from '@bet/domain/betting/counter-payment';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { usersOfKinds } from '../../account/index.ts';
import { getBalance } from '../../wallet/index.ts';
import { postDecision } from '../coupon-ledger.ts';
import type { CouponView } from '../coupons/coupon-queries.ts';
import { coupons } from '../schema.ts';

export type CouponClosing = {
  status: -2 | 2;
  kind: 'coupon_refund' | 'coupon_cashout';
  /** What the player gets, minor units. */
  income: number;
  actorUserId: number;
  requestId: string;
  now: Date;
};

/** Closes the (locked, open) coupon; returns the player's credit after it, minor units. */
export async function closeCoupon(tx: Executor, { coupon }: CouponView, c: CouponClosing): Promise<number> {
  // A terminal's refund or sale price is credited now but stays unpaid until the counter hands it out.
  const atCounter = (await usersOfKinds(tx, [coupon.userId], counterKinds)).size > 0;
  const paid = c.income > 0 && !atCounter;
  await tx
    .update(coupons)
    .set({ status: c.status, income: c.income, paid, paidAt: paid ? c.now : null, settledAt: c.now })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.status, 0)));
  await postDecision(
    tx,
    {
      couponId: coupon.id,
      userId: coupon.userId,
      currency: coupon.currency,
      at: c.now,
      requestId: c.requestId,
    },
    { kind: c.kind, stake: coupon.totalStake, amount: c.income, actorUserId: c.actorUserId },
  );
  return getBalance(tx, coupon.userId, coupon.currency);
}
