// The one place that shapes coupons for the client (spec 001 section 3: Coupon list item, Coupon
// detail, Coupon match row): list items, the detail, the shared view and the match rows.

import { toMajor } from '@bet/domain';
import type {
  CouponDetail,
  CouponListItem,
  CouponMatchRow,
  SellOffer,
  SharedCoupon,
} from '@bet/domain/api/betting';
import type { Flag } from '@bet/domain/api/sportsbook';
import { isReturned } from '@bet/domain/betting/coupon-result';
import { oddsParam } from '@bet/domain/betting/params';
import { pickStatusCode } from '@bet/domain/betting/settle';
import { shortCode } from '@bet/domain/betting/short-code';
import type { CouponStatus } from '@bet/domain/betting/types';
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import { marketName, outcomeName } from '@bet/domain/sportsbook/market-catalogue';
import { matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import type { CatalogNames, CatalogStore } from '../../catalog/index.ts';
import { categoryTitle, sportTitle } from '../../catalog/index.ts';
import { cancelRefusal } from '../cashout/cancel-coupon.ts';
import { presentOffer, quoteSale } from '../cashout/sell-offer.ts';
import type { CouponView, PickMatch, PickRow } from './coupon-queries.ts';

/** What shaping needs besides the coupon: names, the live catalogue, the picks' matches, the clock. */
export type PresentContext = {
  lang: string;
  names: CatalogNames;
  store: CatalogStore;
  matches: ReadonlyMap<number, PickMatch>;
  now: Date;
  /** The site's coupon_cancel_minutes. */
  cancelMinutes: number;
  /** The site's cashout_margin_percent. */
  cashoutMarginPercent: number;
};

/** What every view of a coupon reads from its request, besides names and matches. */
export type Viewing = Pick<PresentContext, 'lang' | 'now' | 'cancelMinutes' | 'cashoutMarginPercent'>;

/**
 * What the views with a sell offer (the list and the detail) read besides: whether the caller's
 * dealer lets it sell. Only they pay the query that answers it; the offers are for the caller's own coupons.
 */
export type Offering = { sellingAllowed: boolean };

const flag = (b: boolean): Flag => (b ? 1 : 0);
const marketLang = (lang: string) => (lang === 'tr' ? 'tr' : 'en');
const pair = (s: { home: number; away: number }) => `${s.home}:${s.away}`;
/** A live coupon still waiting out its delay reads as waiting (0). */
const statusOf = (view: CouponView) => view.coupon.status as CouponStatus;
const returnedOf = (view: CouponView): Flag => flag(isReturned(statusOf(view), view.picks));

function storedOutcomeName(pick: PickRow, store: CatalogStore): string | undefined {
  const market = store
    .get(pick.matchId)
    ?.markets.find((m) => m.oddsType === pick.oddsType && m.special === pick.special);
  return market?.outcomes.find((o) => o.outcomeId === pick.outcomeId)?.name;
}

/** The match's score and clock now, while it is live. */
function liveRef(matchId: number, store: CatalogStore): CouponMatchRow['liveRef'] {
  const match = store.get(matchId);
  if (!match || !isLiveStatus(match.state.status)) return null;
  const { status, clock } = match.state;
  const time = matchTimeLabel({
    status,
    minute: clock.minute,
    extra: clock.extra,
    startsAt: new Date(match.startsAt),
    sportId: match.sportId,
  });
  return { score: pair(match.state.score), time: time.text };
}

function matchRow(pick: PickRow, ctx: PresentContext): CouponMatchRow {
  const { names } = ctx;
  const match = ctx.matches.get(pick.matchId);
  const l = marketLang(ctx.lang);
  const typeName = marketName(pick.oddsType, pick.special, l) ?? String(pick.oddsType);
  const outComeName =
    outcomeName(pick.oddsType, pick.outcomeId, l) ?? storedOutcomeName(pick, ctx.store) ?? pick.outcomeId;
  const odds = oddsParam(pick.odds);
  return {
    matchId: pick.matchId,
    matchDate: match ? match.startsAt.toISOString() : '',
    home: names.teams.get(match?.homeTeamId ?? 0) ?? '',
    away: names.teams.get(match?.awayTeamId ?? 0) ?? '',
    sportId: match?.sportId ?? 0,
    sportName: match ? sportTitle(names, match.sportId, ctx.lang) : '',
    categoryName: categoryTitle(names, match?.categoryId ?? 0, ctx.lang),
    tournamentName: names.tournaments.get(match?.tournamentId ?? 0)?.name ?? '',
    isLive: flag(pick.live),
    isBank: flag(pick.banker),
    status: pickStatusCode(pick.result),
    oddsType: pick.oddsType,
    outcomeId: pick.outcomeId,
    typeName,
    liveTypeName: pick.live ? typeName : '',
    special: pick.special,
    outComeName,
    liveOutComeName: pick.live ? outComeName : '',
    odds: pick.odds / 1000,
    oddsInfo: pick.live ? `${odds} - ${pick.takenMinute}` : odds,
    Results: match?.result ? pair(match.result.score) : '',
    canceled: flag(pick.result === 'void' && match?.result?.status === 'cancelled'),
    liveRef: liveRef(pick.matchId, ctx.store),
    code: shortCode(pick.matchId, pick.oddsType, pick.special, pick.outcomeId),
  };
}

export const presentMatchRows = (view: CouponView, ctx: PresentContext): CouponMatchRow[] =>
  view.picks.map((p) => matchRow(p, ctx));

/** The sell offer now (closed coupons have none to make). */
export function offerOf(view: CouponView, ctx: PresentContext & Offering): SellOffer {
  if (view.coupon.status !== 0) return { status: 0, winPrice: 0, msg: '' };
  return presentOffer(quoteSale(view, ctx), ctx.lang);
}

const cancellable = (view: CouponView, ctx: PresentContext): Flag =>
  flag(cancelRefusal(view, ctx.store, ctx.now, ctx.cancelMinutes) === null);

export function presentListItem(view: CouponView, ctx: PresentContext & Offering): CouponListItem {
  const { coupon } = view;
  return {
    id: coupon.id,
    ticketId: coupon.ticketId,
    status: statusOf(view),
    ticketDate: coupon.createdAt.toISOString(),
    ticketType: coupon.ticketType,
    isLive: flag(coupon.isLive),
    totalTipps: view.picks.length,
    systemCombi: coupon.combinations,
    systemArray: coupon.systemSizes,
    totalStake: toMajor(coupon.totalStake),
    maxPay: toMajor(coupon.maxPay),
    income: toMajor(coupon.income),
    returned: returnedOf(view),
    archived: 0,
    canceled: cancellable(view, ctx),
    sellType: offerOf(view, ctx),
  };
}

export function presentDetail(view: CouponView, ctx: PresentContext): CouponDetail {
  const { coupon } = view;
  return {
    id: coupon.id,
    ticketId: coupon.ticketId,
    ticketDate: coupon.createdAt.toISOString(),
    ticketType: coupon.ticketType,
    status: statusOf(view),
    isLive: flag(coupon.isLive),
    totalStake: toMajor(coupon.totalStake),
    ticketStake: toMajor(coupon.ticketStake),
    bonusPay: toMajor(coupon.bonusPay),
    bonusPercent: coupon.bonusBp / 100,
    totalOdds: coupon.totalOdds / 1000,
    maxPay: toMajor(coupon.maxPay),
    userMaxPay: toMajor(coupon.userMaxPay),
    totalTickets: coupon.combinations,
    income: toMajor(coupon.income),
    returned: returnedOf(view),
    held: flag(coupon.phase === 'held'),
    totalTipps: view.picks.length,
    systemCombi: coupon.combinations,
    systemArray: coupon.systemSizes,
    canceled: cancellable(view, ctx),
    paid: flag(coupon.paid),
    payDate: coupon.paidAt?.toISOString() ?? '',
    userId: coupon.userId,
  };
}

/** What anyone with the link sees: the coupon and its picks, nothing of the player. */
export function presentShared(view: CouponView, ctx: PresentContext): SharedCoupon {
  const { coupon } = view;
  return {
    ticketId: coupon.ticketId,
    ticketDate: coupon.createdAt.toISOString(),
    ticketType: coupon.ticketType,
    status: statusOf(view),
    totalStake: toMajor(coupon.totalStake),
    maxPay: toMajor(coupon.maxPay),
    income: toMajor(coupon.income),
    returned: returnedOf(view),
    currency: coupon.currency,
    systemArray: coupon.systemSizes,
    results: presentMatchRows(view, ctx),
  };
}
