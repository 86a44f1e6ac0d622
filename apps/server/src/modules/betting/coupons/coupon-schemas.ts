// Payloads of the coupon calls after placement (spec 001 section 7): lists, detail, share, sell,
// cancel, print and short codes.
import { LANGUAGE_CODES } from '@bet/domain';
import { apiAmount, callBody, clientRequestId, text } from '@bet/domain/api/fields';
import { z } from 'zod';
import { dayRangeFields, timeZone } from '../../../http/day-range.ts';

/** Most coupons one list call answers. */
export const MAX_LIST_LIMIT = 100;
/** Spec 001 section 9: the list request's default size. */
export const DEFAULT_LIST_LIMIT = 20;

/** A whole number sent as a number or as digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      text(12)
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
/** An optional filter where '' means none. */
const orNone = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]);
const flag = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]);

const statusCode = wholeNumber(-2, 2).refine((n) => [0, 1, -1, -2, 2].includes(n), 'invalidInput');

/** A coupon as its owner names it: the ticket id (any case) or the coupon's number. */
const couponRef = z
  .union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).transform(String), text(40)])
  .pipe(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'invalidInput'));

export const ucpsBody = callBody({
  ...dayRangeFields,
  status: orNone(statusCode).optional(),
  couponType: orNone(wholeNumber(0, 4)).optional(),
  /** 1: only coupons that can be sold now (the cashout page). */
  sellable: flag.optional(),
  /** The offset of the page. */
  order: wholeNumber(0, 1_000_000).optional(),
  limit: wholeNumber(1, MAX_LIST_LIMIT).optional(),
});
export type UcpsInput = z.infer<typeof ucpsBody>;

export const couponDetailBody = callBody({
  ticketId: couponRef.optional(),
  id: couponRef.optional(),
  archived: flag.optional(),
}).refine((b) => b.ticketId !== undefined || b.id !== undefined, {
  message: 'invalidInput',
  path: ['ticketId'],
});

export const shareCouponBody = callBody({ couponId: couponRef });
export const ticketDetailBody = callBody({ ticketId: couponRef });

export const sellCouponBody = callBody({
  reqId: clientRequestId,
  ticketId: couponRef,
  /**
   * 1 sells; 0 only asks for the offer. With a winPrice the sale happens only at that price (a moved
   * price is offered again); without one (the spec's payload) at the price offered now.
   */
  sellok: flag,
  winPrice: apiAmount.optional(),
});
export type SellCouponInput = z.infer<typeof sellCouponBody>;

export const cancelCouponBody = callBody({ reqId: clientRequestId, ticketId: couponRef });

// A blank code names nothing: refused like other bad input rather than searched for.
export const shortcodeBody = callBody({
  code: text(40).refine((code) => code.trim() !== '', 'shortCodeRequired'),
});

export const printerParams = z.strictObject({
  lang: z.enum(LANGUAGE_CODES),
  couponId: couponRef,
});
export const printerQuery = z.strictObject({ timezone: timeZone.optional() });
