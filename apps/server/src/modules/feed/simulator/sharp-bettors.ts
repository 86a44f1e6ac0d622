// Two sharp bettors against the book the simulator keeps, on many matches of every sport played at
// full speed from one seed. Each simulated minute of play, bettor A stakes 1.00 on every open
// outcome (the book should keep about its margin of what A stakes on each market type) and bettor
// B stakes only on open outcomes the score has already decided (the book should leave none open).
// The book is the real one: the markets offered at each state, held and closed by the catalogue's
// rule, settled by the settlement rules.
import { type MatchOutcome, resolvePick, settleCoupon } from '@bet/domain/betting/settle';
import { MAX_ODDS } from '@bet/domain/pricing/margin';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import { closedMissing, diffMarkets, toStoredMarket } from '../../catalog/market-diff.ts';
import type { StoredMarket } from '../../catalog/schema.ts';
import { boundingFutures, isDecidedWon } from './decided.ts';
import { engineFor, PLAYED_SPORT_IDS } from './engines/index.ts';
import { offeredMarkets } from './offer.ts';
import { createRandom } from './random.ts';
import type { SportEngine } from './sport-engine.ts';

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
  /** The sports to play, every played sport when left out. */
  sportIds?: readonly number[];
};

/** Bettor A on one market type: stakes, what the book paid back and what its model expected to pay (minor units). */
export type TypeHold = {
  oddsType: number;
  bets: number;
  staked: number;
  returned: number;
  expected: number;
  /** Share of the stakes the book kept, and the share its live model expected it to keep. */
  hold: number;
  expectedHold: number;
  /** Standard error of `hold` about `expectedHold`, from the spread of the matches' results. */
  error: number;
};

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

type Stakes = { bets: number; staked: number; returned: number; expected: number; squares: number };
const noStakes = (): Stakes => ({ bets: 0, staked: 0, returned: 0, expected: 0, squares: 0 });
/** By sport, then market type. */
type Tally = Map<number, Map<number, Stakes>>;
type Finds = { decided: string[]; unpriced: string[] };

/** The book's payout on a single of 1.00 at `odds`, by the real settlement rules. */
const paid = (odds: number, result: ReturnType<typeof resolvePick>): number =>
  settleCoupon({
    picks: [{ odds, result }],
    combinations: [[0]],
    ticketStake: STAKE,
    oddsCap: MAX_ODDS,
    bonusPercent: 0,
    maxPay: 0,
  }).payout;

const key = (m: { oddsType: number; special: string }): string => `${m.oddsType}|${m.special}`;

/** One minute of play: A's stakes into this match's tally, B's and the unpriced finds into `finds`. */
function betMinute<Plan>(
  engine: SportEngine<Plan>,
  plan: Plan,
  state: LiveState,
  held: readonly StoredMarket[],
  outcome: MatchOutcome,
  match: Map<number, Stakes>,
  finds: Finds,
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
      line.returned += paid(o.odds, resolvePick(pick, outcome));
      line.expected += (p ?? 0) * paid(o.odds, 'won');
    }
  }
}

function playMatch<Plan>(engine: SportEngine<Plan>, seed: string, run: SharpRun, tally: Tally, finds: Finds) {
  const random = createRandom(seed);
  const plan = engine.plan({
    seed,
    homeRating: random.int(...RATINGS),
    awayRating: random.int(...RATINGS),
    tournamentId: 0,
  });
  const outcome: MatchOutcome = { sportId: engine.sportId, ...engine.result(plan) };
  const match = new Map<number, Stakes>();
  // Held as the catalogue holds them: the prematch offer, then each minute's complete offer.
  let held = offeredMarkets(engine, plan, engine.stateAt(plan, -1), run.margin).map((m) => toStoredMarket(m));
  for (let t = FIRST_LOOK_SECONDS; t < engine.duration(plan); t += MINUTE_SECONDS) {
    const state = engine.stateAt(plan, t);
    const offered = offeredMarkets(engine, plan, state, run.margin);
    held = diffMarkets(held, [...offered, ...closedMissing(held, offered)]).next;
    if (state.betStatus === 'started') betMinute(engine, plan, state, held, outcome, match, finds);
  }
  const sport = tally.get(engine.sportId) ?? new Map<number, Stakes>();
  tally.set(engine.sportId, sport);
  for (const [oddsType, s] of match) sport.set(oddsType, add(sport.get(oddsType) ?? noStakes(), s, true));
}

/** `a` plus `b`; a match's own spread about its expectation counted once per match. */
function add(a: Stakes, b: Stakes, match: boolean): Stakes {
  const squares = match ? (b.returned - b.expected) ** 2 : b.squares;
  return {
    bets: a.bets + b.bets,
    staked: a.staked + b.staked,
    returned: a.returned + b.returned,
    expected: a.expected + b.expected,
    squares: a.squares + squares,
  };
}

const holdOf = (oddsType: number, s: Stakes): TypeHold => ({
  oddsType,
  bets: s.bets,
  staked: s.staked,
  returned: s.returned,
  expected: Math.round(s.expected),
  hold: s.staked > 0 ? 1 - s.returned / s.staked : 0,
  expectedHold: s.staked > 0 ? 1 - s.expected / s.staked : 0,
  error: s.staked > 0 ? Math.sqrt(s.squares) / s.staked : 0,
});

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
  const byType = new Map<number, Stakes>();
  const sportHolds = [...tally].flatMap(([sportId, types]) =>
    [...types].map(([oddsType, s]) => {
      byType.set(oddsType, add(byType.get(oddsType) ?? noStakes(), s, false));
      return { sportId, ...holdOf(oddsType, s) };
    }),
  );
  return {
    matches: run.matchesPerSport * sportIds.length,
    holds: [...byType].sort(([a], [b]) => a - b).map(([oddsType, s]) => holdOf(oddsType, s)),
    sportHolds,
    decidedBets: finds.decided,
    unpricedBets: finds.unpriced,
  };
}
