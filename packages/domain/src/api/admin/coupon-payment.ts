// A terminal coupon marked paid (its payout handed out in cash at the counter) or unpaid again.
import { z } from 'zod';
import { callBody, requestId } from '../fields.ts';

export const couponPaymentRequest = callBody({
  reqId: requestId,
  couponId: z.number().int().positive(),
  /** true: the counter paid the payout out; false: it did not after all. */
  paid: z.boolean(),
});
export type CouponPaymentRequest = z.input<typeof couponPaymentRequest>;

/** The coupon's payment state after the call, and the ledger transaction that moved its payout. */
export const couponPaymentAnswer = z.object({
  status: z.literal(true),
  couponId: z.number(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  transactionId: z.number(),
});
export type CouponPaymentAnswer = z.infer<typeof couponPaymentAnswer>;
