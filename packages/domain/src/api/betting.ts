// What the coupon calls take and answer (spec 001 sections 3 and 7; selling and cancelling:
// cashout.ts): zod schemas, the one source of these types, shared by the server and the web app. Amounts travel in major units (12.5), odds as
// decimals (1.85).
import { z } from 'zod';
import type { CouponStatus } from '../betting/types.ts';
import { LANGUAGE_CODES } from '../reference/languages.ts';
import { callBody, dayRangeFields, sentFlag, text, timeZone, wholeNumber } from './fields.ts';
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

/** Most coupons one ucps call answers. */
export const MAX_LIST_LIMIT = 100;

/** An optional filter where '' means none. */
const orNone = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]);

const statusCode = wholeNumber(-2, 2).refine((n) => [0, 1, -1, -2, 2].includes(n), 'invalidInput');

/** A coupon as its owner names it: the ticket id (any case) or the coupon's number. */
export const couponRef = z
  .union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).transform(String), text(40)])
  .pipe(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'invalidInput'));

/**
 * ucps (and the waiting-coupon badge: status 0, limit 10). Days dd/MM/yyyy or yyyy/MM/dd, read in
 * `timezone` (the player's; the site's default when absent).
 */
export const couponListRequest = callBody({
  ...dayRangeFields,
  status: orNone(statusCode).optional(),
  /** A couponTypeFilter code. */
  couponType: orNone(wholeNumber(0, 4)).optional(),
  /** 1: only coupons that can be sold now (the cashout page). */
  sellable: sentFlag.optional(),
  /** The offset of the page. */
  order: wholeNumber(0, 1_000_000).optional(),
  limit: wholeNumber(1, MAX_LIST_LIMIT).optional(),
});
/** ucps as a client sends it. */
export type CouponListRequest = z.input<typeof couponListRequest>;
/** ucps as the server reads it. */
export type CouponListQuery = z.output<typeof couponListRequest>;

/** couponDetail: the coupon by ticketId (or id); archived 1 for an archived one. */
export const couponDetailRequest = callBody({
  ticketId: couponRef.optional(),
  id: couponRef.optional(),
  archived: sentFlag.optional(),
}).refine((b) => b.ticketId !== undefined || b.id !== undefined, {
  message: 'invalidInput',
  path: ['ticketId'],
});
export type CouponDetailRequest = z.input<typeof couponDetailRequest>;

/** shareCoupon: couponId is the shared coupon's ticket id. */
export const shareCouponRequest = callBody({ couponId: couponRef });
export type ShareCouponRequest = z.input<typeof shareCouponRequest>;
export const ticketDetailRequest = callBody({ ticketId: couponRef });
export type TicketDetailRequest = z.input<typeof ticketDetailRequest>;

/** shortcode: an outcome's code; a blank one names nothing and is refused, not searched for. */
export const shortcodeRequest = callBody({
  code: text(40).refine((code) => code.trim() !== '', 'shortCodeRequired'),
});
export type ShortcodeRequest = z.input<typeof shortcodeRequest>;

/** The printer page's path (/user/printer/{lang}/{couponId}) and query (?timezone=). */
export const printerParams = z.strictObject({ lang: z.enum(LANGUAGE_CODES), couponId: couponRef });
export const printerQuery = z.strictObject({ timezone: timeZone.optional() });

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
