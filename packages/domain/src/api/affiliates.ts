// The player's affiliate area (spec 002 §2, §3, §7): the request, the affiliate's figures, the
// players they referred (Users), those players' money movements (Movements) and coupons (Coupons),
// and the affiliate banners. Amounts are major units as the spec's client reads them.
import { z } from 'zod';
import { couponMatchRow } from './betting.ts';
import { callBody, dayRangeFields, sentFlag, text, wholeNumber } from './fields.ts';

export const AFFILIATE_PAGE_SIZE = 20;

export const affiliateRegisterRequest = callBody({});
/** status true with key affiliateRequested; a repeat or an affiliate already hears why not. */
export const affiliateRegisterAnswer = z.object({ status: z.boolean(), msg: z.string(), key: z.string() });

export const affiliatesRequest = callBody({});
export const affiliateState = z.object({
  /** 0 not affiliated, 1 active. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** 1 while a request waits for the operator (status 0 then shows the pending message). */
  pending: z.union([z.literal(0), z.literal(1)]),
  percent: z.number(),
  /** 0 monthly, 1 weekly. */
  cutoff: z.union([z.literal(0), z.literal(1)]),
  affiliate_link: z.string(),
  /** The running period, for the date range header (ISO instants); '' when not affiliated. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The year filter: the current year and the 3 before. */
  years: z.array(z.number()),
});
export type AffiliateState = z.infer<typeof affiliateState>;
export const affiliatesAnswer = z.object({ status: z.literal(true), data: affiliateState });

export const affiliateInfoRequest = callBody({ ...dayRangeFields });
export type AffiliateInfoRequest = z.input<typeof affiliateInfoRequest>;
export const affiliateInfoAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    /** Players who registered through the link within the range. */
    totalUser: z.number(),
    /** What the referred players staked (income) and won or got as bonus (expense). */
    amountA: z.number(),
    amountE: z.number(),
    /** Revenue share paid to the affiliate for periods closed within the range. */
    paid: z.number(),
  }),
});
export type AffiliateInfo = z.infer<typeof affiliateInfoAnswer>['data'];

const page = wholeNumber(1, 100_000).optional();
const paging = {
  nextPage: z.number(),
  nowPage: z.number(),
  totalPage: z.number(),
  prevPage: z.number(),
};

export const dealersRequest = callBody({ order: page });
export const dealerRow = z.object({
  userName: z.string(),
  email: z.string(),
  credit: z.number(),
  createdAt: z.string(),
  /** 1 active, else passive. */
  status: z.number(),
});
export type DealerRow = z.infer<typeof dealerRow>;
export const dealersAnswer = z.object({ status: z.literal(true), data: z.array(dealerRow), ...paging });

/** transactionType: 0 every movement, 1 money in (income), 2 money out (expense). */
export const dealersFinanceRequest = callBody({
  ...dayRangeFields,
  status: text(10).optional(),
  transactionType: wholeNumber(0, 2).optional(),
  order: page,
});
export type DealersFinanceRequest = z.input<typeof dealersFinanceRequest>;
export const financeRow = z.object({
  userName: z.string(),
  /** The movement's label in the caller's language. */
  type: z.string(),
  ticketId: z.string(),
  processDate: z.string(),
  amount: z.number(),
  /** 1 into the player's credit, 2 out of it. */
  transType: z.union([z.literal(1), z.literal(2)]),
});
export type FinanceRow = z.infer<typeof financeRow>;
export const dealersFinanceAnswer = z.object({
  status: z.literal(true),
  data: z.array(financeRow),
  ...paging,
});

/**
 * status: the coupon status as the coupon lists answer it; transactionType: 0 every coupon, else the
 * coupon lists' type filter plus one (1 combine, 2 system, 3 multiple, 4 single, 5 live).
 */
export const dealersCouponsRequest = callBody({
  ...dayRangeFields,
  status: wholeNumber(-2, 2).optional(),
  transactionType: wholeNumber(0, 5).optional(),
  order: page,
});
export type DealersCouponsRequest = z.input<typeof dealersCouponsRequest>;
export const referredCouponRow = z.object({
  id: z.number(),
  ticketId: z.string(),
  username: z.string(),
  ticketDate: z.string(),
  totalStake: z.number(),
  income: z.number(),
  maxPay: z.number(),
  ticketType: z.string(),
  isLive: z.union([z.literal(0), z.literal(1)]),
  totalTipps: z.number(),
  systemCombi: z.number(),
  systemArray: z.array(z.number()),
  totalTickets: z.number(),
  status: z.number(),
});
export type ReferredCouponRow = z.infer<typeof referredCouponRow>;
export const dealersCouponsAnswer = z.object({
  status: z.literal(true),
  data: z.array(referredCouponRow),
  ...paging,
});

/** A referred player's coupon's match rows (the coupons tab's detail). */
export const dealersCouponDetailRequest = callBody({ ticketId: text(40).min(1) });
export const dealersCouponDetailAnswer = z.object({
  status: z.literal(true),
  results: z.array(couponMatchRow),
});

export const affiliateBannerRequest = callBody({ show: sentFlag.optional() });
export const affiliateBannerRow = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** The spec's name for the width. */
  weight: z.number(),
  height: z.number(),
});
export type AffiliateBannerRow = z.infer<typeof affiliateBannerRow>;
export const affiliateBannerAnswer = z.object({
  status: z.literal(true),
  data: z.array(affiliateBannerRow),
  affCode: z.string(),
});
