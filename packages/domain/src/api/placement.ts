// What coupon placement takes and answers (createCoupon, couponHold; spec 001 sections 5 and 7): zod
// schemas, the one source of these types. Amounts in major units, odds as decimals.
import { z } from 'zod';
import type { TicketType } from '../betting/types.ts';
import { apiAmount, callBody, clientRequestId, text } from './fields.ts';
import { flag } from './sportsbook.ts';

export const ticketType = z.enum(['TK', 'KK', 'CK', 'SK']) satisfies z.ZodType<TicketType>;
/** L live, N prematch. */
export const liveOrPrematch = z.enum(['L', 'N']);

/** The site setting maxOddsCoupon allows at most this many picks; the site's own limit is a rule. */
const MOST_PICKS = 100;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One selection as the slip sends it. */
export const couponTip = z.strictObject({
  matchId: id,
  oddsType: z.number().int().min(0).max(2_147_483_647),
  special: text(40),
  outcomeId: text(40).min(1),
  /** The odd the player saw (decimal). */
  odd: z.number().gt(1).max(100_000),
  /** L live, N prematch. */
  ttype: liveOrPrematch,
  banker: flag,
});
export type CouponTip = z.infer<typeof couponTip>;

const tipKey = (t: CouponTip) => `${t.matchId}|${t.oddsType}|${t.special}|${t.outcomeId}`;

/**
 * createCoupon. Identity comes from the session; userId is accepted and ignored. reqId is the
 * idempotency key: a resend with it answers as the first; without one every request is a coupon.
 */
export const createCouponRequest = callBody({
  reqId: clientRequestId,
  ticketType,
  /** 0, or 2 for a system coupon. */
  couponType: z.union([z.literal(0), z.literal(2)]),
  /** 1: accept changed odds (better or worse) instead of refusing. */
  oddChangeOk: flag,
  /** System sizes chosen (picks per combination, bankers included); [] otherwise. */
  systemTickets: z.array(z.number().int().min(1).max(MOST_PICKS)).max(MOST_PICKS),
  /** Number of combinations the slip computed (checked by the server). */
  combins: z.number().int().min(1).max(1_000_000),
  /** With staketype 1 the whole stake; otherwise the stake of one combination times the count. */
  totalStake: apiAmount,
  /** The stake of one combination. */
  ticketStake: apiAmount,
  tips: z
    .array(couponTip)
    .min(1)
    .max(MOST_PICKS)
    // The same outcome twice is not a coupon the slip can make.
    .refine((tips) => new Set(tips.map(tipKey)).size === tips.length, { message: 'invalidInput' }),
});
export type CreateCouponRequest = z.infer<typeof createCouponRequest>;

/** couponHold: a held live coupon's ticket id. */
export const couponHoldRequest = callBody({ ticketId: text(20).min(1) });
export type CouponHoldRequest = z.infer<typeof couponHoldRequest>;

/** An odd that moved since the player saw it. */
export const changedOdd = z.object({
  matchId: z.number(),
  oddsType: z.number(),
  special: z.string(),
  outcomeId: z.string(),
  /** The current odd, 0 when the outcome can no longer be taken. */
  odd: z.number(),
  /** Whether it can be taken at all now (market or match suspended, match started). */
  available: flag,
});
export type ChangedOdd = z.infer<typeof changedOdd>;

/** A refusal's message key and values, beside its text, so a client shows it in its own language. */
export const refusalKey = z.object({
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type RefusalKey = z.infer<typeof refusalKey>;

export const couponError = refusalKey.extend({ mid: z.number(), msg: z.string() });
export type CouponError = z.infer<typeof couponError>;

/** createCoupon and couponHold answer. */
export const createCouponResponse = refusalKey.extend({
  status: z.boolean(),
  msg: z.string(),
  ticketId: z.string().optional(),
  /** Coupon id (numeric), with ticketId when placed or held. */
  couponId: z.number().optional(),
  changed: z.array(changedOdd).optional(),
  couponErrors: z.array(couponError).optional(),
  /** false when the caller is not signed in. */
  login: z.boolean().optional(),
  /** A live coupon waits this many seconds before it is accepted; ask couponHold then. */
  sleeping: z.number().optional(),
  /** How many times the same coupon was already placed (the repeated-coupon message). */
  repeated: z.number().optional(),
  /** The player's credit after the call (major units). */
  credit: z.number().optional(),
});
export type CreateCouponResponse = z.infer<typeof createCouponResponse>;
