// Two sharp bettors against the book the simulator keeps, on many matches of every sport played at
// full speed from one seed. Each simulated minute of play, bettor A stakes 1.00 on every open
// outcome (the book should keep about its margin of what A stakes on each market type) and bettor
// B stakes only on open outcomes the score has already decided (the book should leave none open).
// The book is the real one: the markets offered at each state, held and closed by the catalogue's
// rule, settled by the settlement rules. Each bet is also valued against the engine itself: the rest
// of the match is played on from the state the bettor saw a few times with fresh chances, and the
// bet's mean payout over those is what it is worth, without the luck of how the match really ended.
import { type MatchOutcome, resolvePick, settleCoupon } from '@bet/domain/betting/settle';
import { MAX_ODDS } from '@bet/domain/pricing/margin';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import {
  closedMissing,
  diffMarkets,
  type StoredMarket,
  toStoredMarket,
} from '@bet/domain/sportsbook/market-diff';
import { boundingFutures, isDecidedWon } from './decided.ts';
import { engineFor, PLAYED_SPORT_IDS } from './engines/index.ts';
import { offeredMarkets } from './offer.ts';
import { createRandom } from './random.ts';
import { holdOf, type MatchStakes, noStakes, type TypeHold } from './sharp-bettors-holds.ts';
import type { ResumableEngine } from './sport-engine.ts';

/** 1.00 in minor units. */
const STAKE = 100;
const MINUTE_SECONDS = 60;
/**
 * The bettors come in the middle of each minute: a football minute is priced once, from its middle,
 * so a bet at its first second would meet a price that already counts half a minute of play still
 * to come, and the over of every count would look too cheap.
 */
const FIRST_LOOK_SECONDS = MINUTE_SECONDS / 2;
/** Team ratings the matches are drawn from (the reference data's range). */
const RATINGS: readonly [number, number] = [30, 90];

export type SharpRun = {
  seed: string;
  matchesPerSport: number;
  margin: number;
  /** Times the engine plays each bet state on (all markets at a state share them). */
  continuations: number;
  /** The sports to play, every played sport when left out. */
  sportIds?: readonly number[];
};

export type { TypeHold };

export type SharpResult = {
  matches: number;
  /** Bettor A per market type, in market type order, and per sport and market type. */
  holds: TypeHold[];
  sportHolds: (TypeHold & { sportId: number })[];
  /** Bettor B's bets: open outcomes the score had decided, described. */
  decidedBets: string[];
  /** Open outcomes the live model did not price at that state (a line left open from before). */
  unpricedBets: string[];
};

/** By sport, then market type: each match's stakes. */
type Tally = Map<number, Map<number, MatchStakes[]>>;
type Finds = { decided: string[]; unpriced: string[] };
type PickResult = ReturnType<typeof resolvePick>;

const payouts = new Map<string, number>();
/** The book's payout on a single of 1.00 at `odds`, by the real settlement rules. */
function paid(odds: number, result: PickResult): number {
  const at = `${odds}|${result}`;
  const known = payouts.get(at);
  if (known !== undefined) return known;
  const payout = settleCoupon({
    picks: [{ odds, result }],
    combinations: [[0]],
    ticketStake: STAKE,
    oddsCap: MAX_ODDS,
    bonusPercent: 0,
    maxPay: 0,
  }).payout;
  payouts.set(at, payout);
  return payout;
}

const key = (m: { oddsType: number; special: string }): string => `${m.oddsType}|${m.special}`;

/** One minute of play: A's stakes into this match's tally, B's and the unpriced finds into `finds`. */
function betMinute<Plan>(
  engine: ResumableEngine<Plan>,
  plan: Plan,
  state: LiveState,
  held: readonly StoredMarket[],
  outcomes: { real: MatchOutcome; playedOn: ReadonlyMap<string, { outcome: MatchOutcome; times: number }> },
  match: Map<number, MatchStakes>,
  finds: Finds,
  run: SharpRun,
): void {
  const model = new Map(engine.marketsAt(plan, state).map((m) => [key(m), m]));
  const futures = boundingFutures(engine.sportId, state);
  for (const market of held.filter((m) => m.active && !m.suspended)) {
    const line = match.get(market.oddsType) ?? noStakes();
    match.set(market.oddsType, line);
    const at = `sport ${engine.sportId} ${state.status} ${state.score.home}:${state.score.away} ${key(market)}`;
    for (const o of market.outcomes.filter((x) => !x.suspended)) {
      const pick = { oddsType: market.oddsType, special: market.special, outcomeId: o.outcomeId };
      const p = model.get(key(market))?.outcomes.find((x) => x.outcomeId === o.outcomeId)?.probability;
      if (p === undefined) finds.unpriced.push(`${at} ${o.outcomeId}`);
      if (isDecidedWon(futures, pick)) finds.decided.push(`${at} ${o.outcomeId}`);
      line.bets++;
      line.staked += STAKE;
      line.returned += paid(o.odds, resolvePick(pick, outcomes.real));
      line.model += (p ?? 0) * paid(o.odds, 'won');
      for (const f of outcomes.playedOn.values()) {
        line.engine += (f.times * paid(o.odds, resolvePick(pick, f.outcome))) / run.continuations;
      }
    }
  }
}

function playMatch<Plan>(
  engine: ResumableEngine<Plan>,
  seed: string,
  run: SharpRun,
  tally: Tally,
  finds: Finds,
) {
  const random = createRandom(seed);
  const plan = engine.plan({
    seed,
    homeRating: random.int(...RATINGS),
    awayRating: random.int(...RATINGS),
    tournamentId: 0,
  });
  const real: MatchOutcome = { sportId: engine.sportId, ...engine.result(plan) };
  const match = new Map<number, MatchStakes>();
  // Held as the catalogue holds them: the prematch offer, then each minute's complete offer.
  let held = offeredMarkets(engine, plan, engine.stateAt(plan, -1), run.margin).map((m) => toStoredMarket(m));
  for (let t = FIRST_LOOK_SECONDS; t < engine.duration(plan); t += MINUTE_SECONDS) {
    const state = engine.stateAt(plan, t);
    const offered = offeredMarkets(engine, plan, state, run.margin);
    held = diffMarkets(held, [...offered, ...closedMissing(held, offered)]).next;
    if (state.betStatus !== 'started') continue;
    // Fresh streams of their own, apart from the match's, for every state and continuation; late in
    // a match many end alike, and each distinct end is settled once.
    const playedOn = new Map<string, { outcome: MatchOutcome; times: number }>();
    for (let k = 0; k < run.continuations; k++) {
      const outcome = {
        sportId: engine.sportId,
        ...engine.resultFrom(plan, t, createRandom(`${seed}:on:${t}:${k}`)),
      };
      const end = JSON.stringify(outcome);
      playedOn.set(end, { outcome, times: (playedOn.get(end)?.times ?? 0) + 1 });
    }
    betMinute(engine, plan, state, held, { real, playedOn }, match, finds, run);
  }
  const sport = tally.get(engine.sportId) ?? new Map<number, MatchStakes[]>();
  tally.set(engine.sportId, sport);
  for (const [oddsType, s] of match) sport.set(oddsType, [...(sport.get(oddsType) ?? []), s]);
}

export function runSharpBettors(run: SharpRun): SharpResult {
  const tally: Tally = new Map();
  const finds: Finds = { decided: [], unpriced: [] };
  const sportIds = run.sportIds ?? PLAYED_SPORT_IDS;
  for (const sportId of sportIds) {
    const engine = engineFor(sportId);
    for (let i = 0; i < run.matchesPerSport; i++) {
      playMatch(engine, `${run.seed}:${sportId}:${i}`, run, tally, finds);
    }
  }
  const byType = new Map<number, MatchStakes[]>();
  const sportHolds = [...tally].flatMap(([sportId, types]) =>
    [...types].map(([oddsType, lines]) => {
      byType.set(oddsType, [...(byType.get(oddsType) ?? []), ...lines]);
      return { sportId, ...holdOf(oddsType, lines) };
    }),
  );
  return {
    matches: run.matchesPerSport * sportIds.length,
    holds: [...byType].sort(([a], [b]) => a - b).map(([oddsType, lines]) => holdOf(oddsType, lines)),
    sportHolds,
    decidedBets: finds.decided,
    unpricedBets: finds.unpriced,
  };
}
