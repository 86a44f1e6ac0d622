// What a running coupon may be sold for now (spec 001 section 4 Sell flow, section 5 Cashout
// eligibility): the domain's eligibility and price, fed by the live catalogue.

import { isMessageKey, toMajor, translate } from '@bet/domain';
import type { SellOffer } from '@bet/domain/api/betting';
import { type SellablePick, sellEligibility, sellPrice } from '@bet/domain/betting/cashout';
import { expandCombinations } from '@bet/domain/betting/combinations';
import { strictestMax } from '@bet/domain/betting/ticket-type';
import type { CouponStatus } from '@bet/domain/betting/types';
import type { CatalogStore } from '../../catalog/index.ts';
import { matchSuspended } from '../../catalog/index.ts';
import type { CouponView, PickRow } from '../coupons/coupon-queries.ts';

/** A coupon's offer in minor units, with the reason (a message key) when it cannot be sold. */
export type SellQuote = { price: number; key: string | null };

type PickNow = SellablePick & { currentOdds: number };

/** A pick as the catalogue sees it now: started, suspended, and its outcome's current odds. */
function pickNow(pick: PickRow, store: CatalogStore, now: Date): PickNow {
  const match = store.get(pick.matchId);
  const base = { live: pick.live, result: pick.result };
  if (!match) return { ...base, started: true, suspended: true, currentOdds: 0 };
  const started = match.state.status !== 'not_started' || match.startsAt <= now.getTime();
  const market = match.markets.find((m) => m.oddsType === pick.oddsType && m.special === pick.special);
  const outcome = market?.outcomes.find((o) => o.outcomeId === pick.outcomeId);
  const suspended =
    matchSuspended(match) || !market || !market.active || market.suspended || !outcome || outcome.suspended;
  return { ...base, started, suspended, currentOdds: outcome?.odds ?? 0 };
}

/**
 * What pricing a sale reads besides the coupon: the live catalogue, the clock, the site's margin,
 * and whether the player's dealer lets its players sell.
 */
export type SaleMarket = {
  store: CatalogStore;
  now: Date;
  cashoutMarginPercent: number;
  sellingAllowed: boolean;
};

/** The coupon's sale price now, or why it cannot be sold. */
export function quoteSale({ coupon, picks }: CouponView, market: SaleMarket): SellQuote {
  const { store, now } = market;
  // A live coupon still waiting out its delay is not a bet yet.
  if (coupon.phase !== 'accepted') return { price: 0, key: 'sellNoEligibleCoupon' };
  if (!market.sellingAllowed) return { price: 0, key: 'dealerNoSellCoupon' };
  const current = picks.map((p) => pickNow(p, store, now));
  const eligibility = sellEligibility({
    status: coupon.status as CouponStatus,
    ticketType: coupon.ticketType,
    picks: current,
  });
  if (!eligibility.ok) return { price: 0, key: eligibility.key };
  const price = sellPrice({
    ticketStake: coupon.ticketStake,
    combinations: expandCombinations(picks, coupon.systemSizes),
    picks: picks.map((p, i) => ({
      acceptedOdds: p.odds,
      currentOdds: current[i]?.currentOdds ?? 0,
      result: p.result,
    })),
    oddsCap: coupon.oddsCap,
    maxPay: strictestMax(coupon.maxPay, coupon.userMaxPay),
    marginBp: Math.round(market.cashoutMarginPercent * 100),
  });
  return price > 0 ? { price, key: null } : { price: 0, key: 'sellNoEligibleCoupon' };
}

/** The offer as the client reads it: status 1 with winPrice (major units), or the reason in its language. */
export function presentOffer(quote: SellQuote, lang: string): SellOffer {
  if (quote.key === null) return { status: 1, winPrice: toMajor(quote.price), msg: '' };
  const msg = isMessageKey(quote.key) ? translate(quote.key, lang) : quote.key;
  return { status: 0, winPrice: 0, msg };
}
