// Betting from tests: open outcomes from the catalogue, coupon requests the way the slip builds
// them, funded players, and the feed moving prices, stopping markets and starting matches.
import type { CouponTip, CreateCouponRequest } from '@bet/domain/api/placement';
import { combinationCount } from '@bet/domain/betting/combinations';
import { sentTicketType, ticketTypeOf } from '@bet/domain/betting/ticket-type';
import { toMajor, toMinor } from '@bet/domain/money';
import { MIN_ODDS } from '@bet/domain/pricing/margin';
import { notStartedState } from '@bet/domain/sportsbook/live-state';
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogMatch, StoredMarket, StoredOutcome } from '../modules/catalog/index.ts';
import type { FeedMarket } from '../modules/feed/provider.ts';
import { type BuildUserOptions, buildUser, giveCredit } from './factories.ts';
import { call } from './http.ts';
import { signIn } from './session.ts';
import type { TestApp } from './test-app.ts';

export type OpenOutcome = {
  match: CatalogMatch;
  market: StoredMarket;
  outcome: StoredOutcome;
  tip: CouponTip;
};

export type OutcomeQuery = {
  /** In-play matches (tips with ttype L) instead of ones not started yet. */
  live?: boolean;
  /** Market type to pick from; 1 (1X2) by default. */
  oddsType?: number;
  /** Outcome to pick; the first usable one by default. */
  outcomeId?: string;
  /** Matches not to use. */
  exclude?: readonly number[];
};

const matchOpen = (m: CatalogMatch, live: boolean, now: number): boolean =>
  m.active &&
  m.visible &&
  !m.suspended &&
  m.state.betStatus === 'started' &&
  (live ? m.state.status !== 'not_started' : m.state.status === 'not_started' && m.startsAt > now);

/** The tip the slip sends for this outcome. */
export const tipOf = (
  match: CatalogMatch,
  market: StoredMarket,
  outcome: StoredOutcome,
  ttype: 'L' | 'N' = match.state.status === 'not_started' ? 'N' : 'L',
): CouponTip => ({
  matchId: match.id,
  oddsType: market.oddsType,
  special: market.special,
  outcomeId: outcome.outcomeId,
  odd: outcome.odds / 1000,
  ttype,
  banker: 0,
});

/** Open, priced outcomes of `count` different matches, earliest kick-off first. */
export function openOutcomes(t: TestApp, count: number, query: OutcomeQuery = {}): OpenOutcome[] {
  const now = t.clock.now().getTime();
  const found: OpenOutcome[] = [];
  const matches = [...t.app.catalog.store.matches.values()]
    .filter((m) => matchOpen(m, query.live ?? false, now) && !query.exclude?.includes(m.id))
    .sort((a, b) => a.startsAt - b.startsAt);
  for (const match of matches) {
    const market = match.markets.find(
      (k) => k.oddsType === (query.oddsType ?? 1) && k.active && !k.suspended,
    );
    const outcome = market?.outcomes.find(
      (o) => !o.suspended && o.odds >= MIN_ODDS && (!query.outcomeId || o.outcomeId === query.outcomeId),
    );
    if (market && outcome) found.push({ match, market, outcome, tip: tipOf(match, market, outcome) });
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} of ${count} open outcomes in the catalogue`);
}

export const openOutcome = (t: TestApp, query: OutcomeQuery = {}): OpenOutcome =>
  openOutcomes(t, 1, query)[0]!;

/** The tip at the outcome's price in the catalogue now. */
export function currentTip(t: TestApp, tip: CouponTip): CouponTip {
  const outcome = t.app.catalog.store
    .get(tip.matchId)
    ?.markets.find((m) => m.oddsType === tip.oddsType && m.special === tip.special)
    ?.outcomes.find((o) => o.outcomeId === tip.outcomeId);
  if (!outcome) throw new Error(`outcome ${tip.outcomeId} of match ${tip.matchId} is not in the catalogue`);
  return { ...tip, odd: outcome.odds / 1000 };
}

let requestCounter = 0;
/** A fresh idempotency key. */
export const newRequestId = (): string => `test-coupon-${Date.now()}-${++requestCounter}`;

export type CouponRequestOptions = {
  systemTickets?: number[];
  oddChangeOk?: 0 | 1;
  reqId?: string;
  /** The player's stake type: 1 when `stake` is the whole coupon's. */
  staketype?: 0 | 1;
};

/**
 * A createCoupon body as the slip builds it: type and combinations from the rules, `stake` (major
 * units) per combination, or the whole coupon's with staketype 1.
 */
export function couponRequest(
  tips: readonly CouponTip[],
  stake: number,
  options: CouponRequestOptions = {},
): CreateCouponRequest {
  const sizes = options.systemTickets ?? [];
  const picks = tips.map((tip) => ({ matchId: tip.matchId, banker: tip.banker === 1 }));
  const combins = combinationCount(picks, sizes);
  const rawType = ticketTypeOf(picks, sizes);
  if (!rawType) throw new Error('a coupon needs tips');
  const ticketType = sentTicketType(rawType, combins);
  const perCombination = options.staketype === 1 ? Math.floor(toMinor(stake) / combins) : toMinor(stake);
  return {
    reqId: options.reqId ?? newRequestId(),
    ticketType,
    couponType: ticketType === 'SK' ? 2 : 0,
    oddChangeOk: options.oddChangeOk ?? 0,
    systemTickets: sizes,
    combins,
    ticketStake: toMajor(perCombination),
    totalStake: options.staketype === 1 ? stake : toMajor(perCombination * combins),
    tips: [...tips],
  };
}

/** A signed-in player (any user columns may be given) holding `credit` minor units. */
export async function fundedPlayer(t: TestApp, credit: number, options: BuildUserOptions = {}) {
  const user = await buildUser(t.database.db, options);
  if (credit > 0) await giveCredit(t.database.db, user.id, credit);
  const sid = await signIn(t.app, user.username, user.password);
  return { user, sid };
}

/** Sends createCoupon for the signed-in player. */
export function placeTestCoupon(
  t: TestApp,
  sid: string,
  body: CreateCouponRequest | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return call(t.app, 'createCoupon', body as Record<string, unknown>, { cookie: sid });
}

const externalId = (t: TestApp, matchId: number): string => {
  const match = t.app.catalog.store.get(matchId);
  if (!match) throw new Error(`match ${matchId} is not in the catalogue`);
  return match.externalId;
};

/** The feed puts the match in play: first half, the given minute, betting open. */
export async function playMatch(t: TestApp, matchId: number, minute = 10): Promise<void> {
  const state = notStartedState(45);
  await t.app.catalog.sink.liveState(externalId(t, matchId), {
    ...state,
    status: '1p',
    clock: { ...state.clock, minute },
  });
}

const asFeedMarket = (market: StoredMarket): FeedMarket => ({
  oddsType: market.oddsType,
  special: market.special,
  suspended: market.suspended,
  active: market.active,
  outcomes: market.outcomes.map((o) => ({ outcomeId: o.outcomeId, name: o.name, odds: o.odds })),
});

function heldMarket(t: TestApp, matchId: number, oddsType: number, special: string): StoredMarket {
  const market = t.app.catalog.store
    .get(matchId)
    ?.markets.find((m) => m.oddsType === oddsType && m.special === special);
  if (!market) throw new Error(`no market ${oddsType}/${special} on match ${matchId}`);
  return market;
}

/** The feed prices one outcome anew (thousandths); the rest of its market stays. */
export async function moveOdds(t: TestApp, tip: CouponTip, odds: number): Promise<void> {
  const market = asFeedMarket(heldMarket(t, tip.matchId, tip.oddsType, tip.special));
  const outcomes = market.outcomes.map((o) => (o.outcomeId === tip.outcomeId ? { ...o, odds } : o));
  await t.app.catalog.sink.markets(externalId(t, tip.matchId), [{ ...market, outcomes }]);
}

/** The feed suspends (or reopens) the market of a tip. */
export async function suspendMarket(t: TestApp, tip: CouponTip, suspended = true): Promise<void> {
  const market = asFeedMarket(heldMarket(t, tip.matchId, tip.oddsType, tip.special));
  await t.app.catalog.sink.markets(externalId(t, tip.matchId), [{ ...market, suspended }]);
}

/** The feed stops (or restarts) betting on the whole match. */
export async function stopBetting(t: TestApp, matchId: number, stopped = true): Promise<void> {
  await t.app.catalog.sink.betStop(externalId(t, matchId), stopped);
}
