// What the coupon calls take and answer (spec 001 sections 3 and 7): types only, shared by the
// server and the web app. Amounts travel in major units (12.5), odds as decimals (1.85).
import type { CouponStatus, TicketType } from '../betting/types.ts';
import type { Flag } from './sportsbook.ts';

/** One selection as the slip sends it. */
export type CouponTip = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  /** The odd the player saw. */
  odd: number;
  /** L live, N prematch. */
  ttype: 'L' | 'N';
  banker: Flag;
};

/**
 * createCoupon. Identity comes from the session; userId is accepted and ignored. reqId is the
 * idempotency key: a resend with it answers as the first; without one every request is a coupon.
 */
export type CreateCouponRequest = {
  reqId?: string;
  userId?: number;
  ticketType: TicketType;
  /** 0, or 2 for a system coupon. */
  couponType: 0 | 2;
  /** 1: accept changed odds (better or worse) instead of refusing. */
  oddChangeOk: Flag;
  /** System sizes chosen (picks per combination, bankers included); [] otherwise. */
  systemTickets: number[];
  /** Number of combinations the slip computed (checked by the server). */
  combins: number;
  /** With staketype 1 the whole stake; otherwise the stake of one combination times the count. */
  totalStake: number;
  /** The stake of one combination. */
  ticketStake: number;
  lang?: string;
  tips: CouponTip[];
};

/** An odd that moved since the player saw it. */
export type ChangedOdd = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  /** The current odd, 0 when the outcome can no longer be taken. */
  odd: number;
  /** Whether it can be taken at all now (market or match suspended, match started). */
  available: Flag;
};

/** A refusal's message key and values, beside its text, so a client shows it in its own language. */
export type RefusalKey = { key?: string; params?: Record<string, string | number> };

export type CouponError = { mid: number; msg: string } & RefusalKey;

/** createCoupon and couponHold answer. */
export type CreateCouponResponse = RefusalKey & {
  status: boolean;
  msg: string;
  ticketId?: string;
  /** Coupon id (numeric), with ticketId when placed or held. */
  couponId?: number;
  changed?: ChangedOdd[];
  couponErrors?: CouponError[];
  /** false when the caller is not signed in. */
  login?: boolean;
  /** A live coupon waits this many seconds before it is accepted; ask couponHold then. */
  sleeping?: number;
  /** How many times the same coupon was already placed (the repeated-coupon message). */
  repeated?: number;
  /** The player's credit after the call (major units). */
  credit?: number;
};

/** Coupon type filter codes of ucps: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export type CouponTypeFilter = 0 | 1 | 2 | 3 | 4;

/** ucps (and the waiting-coupon badge: status 0, limit 10). Dates dd/MM/yyyy or yyyy/MM/dd. */
export type CouponListRequest = {
  reqId?: string;
  startDate?: string;
  endDate?: string;
  status?: CouponStatus | '';
  couponType?: CouponTypeFilter | '';
  /** Only coupons that can be sold now (the cashout page). */
  sellable?: Flag;
  /** IANA time zone the dates are meant in (the player's); the site's default when absent. */
  timezone?: string;
  order?: number;
  limit?: number;
};

/** The sell offer of a coupon: status 1 when it can be sold now for winPrice. */
export type SellOffer = { status: Flag; winPrice: number; msg: string };

export type CouponListItem = {
  id: number;
  ticketId: string;
  status: CouponStatus;
  /** ISO 8601. */
  ticketDate: string;
  ticketType: TicketType;
  isLive: Flag;
  totalTipps: number;
  /** Combinations of the coupon. */
  systemCombi: number;
  /** System sizes chosen, [] when not a system coupon. */
  systemArray: number[];
  totalStake: number;
  maxPay: number;
  /** What it paid (won, sold, refunded), 0 while open. */
  income: number;
  /** 1 when it only gave the stake back, every pick void (betting/coupon-result): shown as returned. */
  returned: Flag;
  archived: Flag;
  /** 1 while it can still be cancelled. */
  canceled: Flag;
  sellType: SellOffer;
};

export type CouponListResponse = { status: boolean; results: CouponListItem[]; totalCount: number };

/** Numeric pick status on coupon rows: 0 open, 1 won, -1 lost, 2 void, 3 half won, -3 half lost. */
export type PickStatus = 0 | 1 | -1 | 2 | 3 | -3;

/** One selection of a coupon, with its match. */
export type CouponMatchRow = {
  matchId: number;
  matchDate: string;
  home: string;
  away: string;
  sportId: number;
  sportName: string;
  categoryName: string;
  tournamentName: string;
  isLive: Flag;
  isBank: Flag;
  status: PickStatus;
  /** The market and outcome the pick is on; clients name them in their own language. */
  oddsType: number;
  outcomeId: string;
  typeName: string;
  liveTypeName: string;
  special: string;
  outComeName: string;
  liveOutComeName: string;
  odds: number;
  /** 'odds - minute' for live picks (the minute the pick was taken), the odds otherwise. */
  oddsInfo: string;
  /** Final score 'h:a' once known, '' before. */
  Results: string;
  /** 1 when the match was cancelled and the pick void (shown with matchCanceledWarning). */
  canceled: Flag;
  /** The match's score and minute now, while it is live. */
  liveRef: { score: string; time: string } | null;
  /** The outcome's short code (uppercase), to pick it again. */
  code: string;
};

export type CouponDetail = {
  id: number;
  ticketId: string;
  ticketDate: string;
  ticketType: TicketType;
  status: CouponStatus;
  isLive: Flag;
  totalStake: number;
  /** Stake of one combination. */
  ticketStake: number;
  bonusPay: number;
  bonusPercent: number;
  totalOdds: number;
  maxPay: number;
  userMaxPay: number;
  totalTickets: number;
  income: number;
  /** 1 when it only gave the stake back, every pick void: shown as returned. */
  returned: Flag;
  /** 1 while a live coupon waits out the bet delay (spec 001 section 5): not placed yet. */
  held: Flag;
  totalTipps: number;
  systemCombi: number;
  systemArray: number[];
  canceled: Flag;
  paid: Flag;
  payDate: string;
  userId: number;
};

/** coupon detail: { ticketId, archived }. */
export type CouponDetailResponse = {
  status: boolean;
  coupon: { result: CouponDetail } | null;
  results: CouponMatchRow[];
  sellType: SellOffer;
};

/** share coupon: what anyone with the link sees (no player data). */
export type SharedCoupon = {
  ticketId: string;
  ticketDate: string;
  ticketType: TicketType;
  status: CouponStatus;
  totalStake: number;
  maxPay: number;
  income: number;
  /** 1 when it only gave the stake back, every pick void: shown as returned. */
  returned: Flag;
  /** The coupon's currency (ISO code): its amounts are in it, whoever looks. */
  currency: string;
  systemArray: number[];
  results: CouponMatchRow[];
};

export type ShareCouponResponse = { status: boolean; coupon: SharedCoupon | null };

/**
 * sellCoupon: the player accepts winPrice, and a price that moved is offered again, not changed;
 * without a winPrice (the spec's payload) sellok 1 sells at the price offered now. reqId is the
 * idempotency key: without one a resend answers as the first sale.
 */
export type SellCouponRequest = { reqId?: string; ticketId: string; sellok: Flag; winPrice?: number };
export type SellCouponResponse = { status: boolean; msg: string; sellType?: SellOffer; credit?: number };

/** couponCanceled. */
export type CancelCouponRequest = { reqId?: string; ticketId: string };
export type CancelCouponResponse = { status: boolean; msg: string; credit?: number };

/** shortcode: an uppercase outcome code; the pick to put on the slip. */
export type ShortcodeResponse = {
  status: boolean;
  msg: string;
  selection: {
    matchId: number;
    sportId: number;
    home: string;
    away: string;
    ttype: 'L' | 'N';
    oddsType: number;
    special: string;
    outcomeId: string;
    odd: number;
    typeName: string;
    outcomeName: string;
  } | null;
};
