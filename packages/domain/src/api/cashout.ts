// What selling and cancelling a coupon take and answer (sellCoupon, couponCanceled; spec 001
// sections 5 and 7): zod schemas, the one source of these types. Amounts in major units.
import { z } from 'zod';
import { couponRef, sellOffer } from './betting.ts';
import { apiAmount, callBody, clientRequestId, sentFlag } from './fields.ts';

/**
 * sellCoupon: sellok 1 sells, 0 only asks for the offer. With a winPrice the sale happens only at
 * that price (a moved price is offered again, not changed); without one (the spec's payload) at the
 * price offered now. reqId is the idempotency key: without one a resend answers as the first sale.
 */
export const sellCouponRequest = callBody({
  reqId: clientRequestId,
  ticketId: couponRef,
  sellok: sentFlag,
  winPrice: apiAmount.optional(),
});
/** sellCoupon as a client sends it. */
export type SellCouponRequest = z.input<typeof sellCouponRequest>;
export const sellCouponResponse = z.object({
  status: z.boolean(),
  msg: z.string(),
  sellType: sellOffer.optional(),
  credit: z.number().optional(),
});
export type SellCouponResponse = z.infer<typeof sellCouponResponse>;

/** couponCanceled: reqId as sellCoupon's. */
export const cancelCouponRequest = callBody({ reqId: clientRequestId, ticketId: couponRef });
/** couponCanceled as a client sends it. */
export type CancelCouponRequest = z.input<typeof cancelCouponRequest>;
export const cancelCouponResponse = z.object({
  status: z.boolean(),
  msg: z.string(),
  credit: z.number().optional(),
});
export type CancelCouponResponse = z.infer<typeof cancelCouponResponse>;
