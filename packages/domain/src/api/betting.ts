// What the coupon calls take and answer (spec 001 sections 3 and 7): zod schemas, the one source of
// these types, shared by the server and the web app. Amounts travel in major units (12.5), odds as
// decimals (1.85).
import { z } from 'zod';
import type { CouponStatus } from '../betting/types.ts';
import { liveOrPrematch, ticketType } from './placement.ts';
import { flag } from './sportsbook.ts';

const couponStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(-1),
  z.literal(-2),
  z.literal(2),
]) satisfies z.ZodType<CouponStatus>;

/** Coupon type filter codes of ucps: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export const couponTypeFilter = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type CouponTypeFilter = z.infer<typeof couponTypeFilter>;

/** ucps (and the waiting-coupon badge: status 0, limit 10). Dates dd/MM/yyyy or yyyy/MM/dd. */
export const couponListRequest = z.object({
  reqId: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  status: z.union([couponStatus, z.literal('')]).optional(),
  couponType: z.union([couponTypeFilter, z.literal('')]).optional(),
  /** Only coupons that can be sold now (the cashout page). */
  sellable: flag.optional(),
  /** IANA time zone the dates are meant in (the player's); the site's default when absent. */
  timezone: z.string().optional(),
  order: z.number().optional(),
  limit: z.number().optional(),
});
export type CouponListRequest = z.infer<typeof couponListRequest>;

/** The sell offer of a coupon: status 1 when it can be sold now for winPrice. */
export const sellOffer = z.object({ status: flag, winPrice: z.number(), msg: z.string() });
export type SellOffer = z.infer<typeof sellOffer>;

export const couponListItem = z.object({
  id: z.number(),
  ticketId: z.string(),
  status: couponStatus,
  /** ISO 8601. */
  ticketDate: z.string(),
  ticketType,
  isLive: flag,
  totalTipps: z.number(),
  /** Combinations of the coupon. */
  systemCombi: z.number(),
  /** System sizes chosen, [] when not a system coupon. */
  systemArray: z.array(z.number()),
  totalStake: z.number(),
  maxPay: z.number(),
  /** What it paid (won, sold, refunded), 0 while open. */
  income: z.number(),
  /** 1 when it only gave the stake back, every pick void (betting/coupon-result): shown as returned. */
  returned: flag,
  archived: flag,
  /** 1 while it can still be cancelled. */
  canceled: flag,
  sellType: sellOffer,
});
export type CouponListItem = z.infer<typeof couponListItem>;

export const couponListResponse = z.object({
  status: z.boolean(),
  results: z.array(couponListItem),
  totalCount: z.number(),
});
export type CouponListResponse = z.infer<typeof couponListResponse>;

/** Numeric pick status on coupon rows: 0 open, 1 won, -1 lost, 2 void, 3 half won, -3 half lost. */
export const pickStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(-1),
  z.literal(2),
  z.literal(3),
  z.literal(-3),
]);
export type PickStatus = z.infer<typeof pickStatus>;

/** One selection of a coupon, with its match. */
export const couponMatchRow = z.object({
  matchId: z.number(),
  matchDate: z.string(),
  home: z.string(),
  away: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  categoryName: z.string(),
  tournamentName: z.string(),
  isLive: flag,
  isBank: flag,
  status: pickStatus,
  /** The market and outcome the pick is on; clients name them in their own language. */
  oddsType: z.number(),
  outcomeId: z.string(),
  typeName: z.string(),
  liveTypeName: z.string(),
  special: z.string(),
  outComeName: z.string(),
  liveOutComeName: z.string(),
  odds: z.number(),
  /** 'odds - minute' for live picks (the minute the pick was taken), the odds otherwise. */
  oddsInfo: z.string(),
  /** Final score 'h:a' once known, '' before. */
  Results: z.string(),
  /** 1 when the match was cancelled and the pick void (shown with matchCanceledWarning). */
  canceled: flag,
  /** The match's score and minute now, while it is live. */
  liveRef: z.object({ score: z.string(), time: z.string() }).nullable(),
  /** The outcome's short code (uppercase), to pick it again. */
  code: z.string(),
});
export type CouponMatchRow = z.infer<typeof couponMatchRow>;

export const couponDetail = z.object({
  id: z.number(),
  ticketId: z.string(),
  ticketDate: z.string(),
  ticketType,
  status: couponStatus,
  isLive: flag,
  totalStake: z.number(),
  /** Stake of one combination. */
  ticketStake: z.number(),
  bonusPay: z.number(),
  bonusPercent: z.number(),
  totalOdds: z.number(),
  maxPay: z.number(),
  userMaxPay: z.number(),
  totalTickets: z.number(),
  income: z.number(),
  /** 1 when it only gave the stake back, every pick void: shown as returned. */
  returned: flag,
  /** 1 while a live coupon waits out the bet delay (spec 001 section 5): not placed yet. */
  held: flag,
  totalTipps: z.number(),
  systemCombi: z.number(),
  systemArray: z.array(z.number()),
  canceled: flag,
  paid: flag,
  payDate: z.string(),
  userId: z.number(),
});
export type CouponDetail = z.infer<typeof couponDetail>;

/** ticketDetail: the match rows of a coupon. */
export const ticketDetailResponse = z.object({ status: z.literal(true), results: z.array(couponMatchRow) });
export type TicketDetailResponse = z.infer<typeof ticketDetailResponse>;

/** coupon detail: { ticketId, archived }. */
export const couponDetailResponse = z.object({
  status: z.boolean(),
  coupon: z.object({ result: couponDetail }).nullable(),
  results: z.array(couponMatchRow),
  sellType: sellOffer,
});
export type CouponDetailResponse = z.infer<typeof couponDetailResponse>;

/** share coupon: what anyone with the link sees (no player data). */
export const sharedCoupon = z.object({
  ticketId: z.string(),
  ticketDate: z.string(),
  ticketType,
  status: couponStatus,
  totalStake: z.number(),
  maxPay: z.number(),
  income: z.number(),
  /** 1 when it only gave the stake back, every pick void: shown as returned. */
  returned: flag,
  /** The coupon's currency (ISO code): its amounts are in it, whoever looks. */
  currency: z.string(),
  systemArray: z.array(z.number()),
  results: z.array(couponMatchRow),
});
export type SharedCoupon = z.infer<typeof sharedCoupon>;

export const shareCouponResponse = z.object({ status: z.boolean(), coupon: sharedCoupon.nullable() });
export type ShareCouponResponse = z.infer<typeof shareCouponResponse>;

/**
 * sellCoupon: the player accepts winPrice, and a price that moved is offered again, not changed;
 * without a winPrice (the spec's payload) sellok 1 sells at the price offered now. reqId is the
 * idempotency key: without one a resend answers as the first sale.
 */
export const sellCouponRequest = z.object({
  reqId: z.string().optional(),
  ticketId: z.string(),
  sellok: flag,
  winPrice: z.number().optional(),
});
export type SellCouponRequest = z.infer<typeof sellCouponRequest>;
export const sellCouponResponse = z.object({
  status: z.boolean(),
  msg: z.string(),
  sellType: sellOffer.optional(),
  credit: z.number().optional(),
});
export type SellCouponResponse = z.infer<typeof sellCouponResponse>;

/** couponCanceled. */
export const cancelCouponRequest = z.object({ reqId: z.string().optional(), ticketId: z.string() });
export type CancelCouponRequest = z.infer<typeof cancelCouponRequest>;
export const cancelCouponResponse = z.object({
  status: z.boolean(),
  msg: z.string(),
  credit: z.number().optional(),
});
export type CancelCouponResponse = z.infer<typeof cancelCouponResponse>;

/** shortcode: an uppercase outcome code; the pick to put on the slip. */
export const shortcodeResponse = z.object({
  status: z.boolean(),
  msg: z.string(),
  selection: z
    .object({
      matchId: z.number(),
      sportId: z.number(),
      home: z.string(),
      away: z.string(),
      ttype: liveOrPrematch,
      oddsType: z.number(),
      special: z.string(),
      outcomeId: z.string(),
      odd: z.number(),
      typeName: z.string(),
      outcomeName: z.string(),
    })
    .nullable(),
});
export type ShortcodeResponse = z.infer<typeof shortcodeResponse>;
