// One engine for the sports won in sets (tennis, volleyball, table tennis): the sport simulates a
// match point by point; the engine reads the state after the last point and prices it.
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import {
  isFinishedStatus,
  type LiveState,
  notStartedState,
  type TeamScore,
} from '@bet/domain/sportsbook/live-state';
import { createRandom, type Random } from '../random.ts';
import type { PlayEvent, ResumableEngine } from '../sport-engine.ts';
import { countUpTo, eventsIn, type Side, zeroScore } from './timeline.ts';

/** The match right after a point. */
export type PointState = {
  at: number;
  /** 0-based set the point was played in. */
  set: number;
  /** Games (tennis) or points of that set after the point. */
  units: TeamScore;
  /** Points of the game in progress (tennis); zero for rally sports. */
  game: TeamScore;
  /** Who serves the next point. */
  serving: Side;
};

export type SetRecord = { start: number; end: number; score: TeamScore; winner: Side };

export type SetMatch = { firstServer: Side; points: PointState[]; sets: SetRecord[] };

/** The draws a set sport simulates with: one call of either is one draw. */
export type SetDraws = Pick<Random, 'chance' | 'int'>;

export type SetSport<Params> = {
  sportId: number;
  params(homeRating: number, awayRating: number): Params;
  /** Draws the first server, then each point's winner and length, in that order. */
  simulate(random: SetDraws, params: Params): SetMatch;
  /** The in-game score shown with these set units and game points ('' for none). */
  gameScore(units: TeamScore, game: TeamScore): string;
  markets(params: Params, state: LiveState, firstServer: Side): MarketProbabilities[];
};

export type SetPlan<Params> = { seed: string; params: Params; match: SetMatch; events: PlayEvent[] };

/** Betting stops this long after each set, while the players change ends. */
const SET_END_PAUSE_SECONDS = 20;

/** Records a simulated match: the time runs on with each point and pause. */
export function setMatchRecorder(firstServer: Side) {
  const match: SetMatch = { firstServer, points: [], sets: [] };
  let t = 0;
  let setStart = 0;
  return {
    match,
    setsWon: (side: Side): number => match.sets.filter((s) => s.winner === side).length,
    pause(seconds: number): void {
      t += seconds;
    },
    beginSet(): void {
      setStart = t;
    },
    point(seconds: number, units: TeamScore, game: TeamScore, serving: Side): void {
      t += seconds;
      match.points.push({ at: t, set: match.sets.length, units: { ...units }, game: { ...game }, serving });
    },
    endSet(score: TeamScore): void {
      const winner = score.home > score.away ? 'home' : 'away';
      match.sets.push({ start: setStart, end: t, score: { ...score }, winner });
    },
  };
}

const toPair = (s: TeamScore): [number, number] => [s.home, s.away];

/** Finished sets and the set in progress, read back from a state's sets won and periods. */
export function setsOf(state: LiveState): { completed: [number, number][]; current: [number, number] } {
  const done = state.score.home + state.score.away;
  return {
    completed: state.periods.slice(0, done).map(toPair),
    current: toPair(state.periods[done] ?? zeroScore()),
  };
}

function setsWon(sets: readonly SetRecord[]): TeamScore {
  const score = zeroScore();
  for (const s of sets) score[s.winner]++;
  return score;
}

function setEvents(match: SetMatch): PlayEvent[] {
  const events: PlayEvent[] = [];
  match.sets.forEach((s, i) => {
    const before = setsWon(match.sets.slice(0, i));
    events.push({ at: s.start, type: 'period_start', team: '', minute: i + 1, score: before });
    const score = setsWon(match.sets.slice(0, i + 1));
    events.push({ at: s.end, type: 'set_won', team: s.winner, minute: i + 1, score });
  });
  return events;
}

/** Draws of the first server and of the first `points` points (a winner and a length each). */
const drawsBefore = (points: number): number => 1 + 2 * points;

/** The match's own draws for the first `count`, then `fresh` ones. */
function spliced(own: Random, fresh: Random, count: number): SetDraws {
  let drawn = 0;
  const source = (): Random => (drawn++ < count ? own : fresh);
  return { chance: (p) => source().chance(p), int: (min, max) => source().int(min, max) };
}

export function createSetEngine<Params>(sport: SetSport<Params>): ResumableEngine<SetPlan<Params>> {
  const stream = (seed: string): Random => createRandom(seed).fork(`sport-${sport.sportId}`);
  const duration = (plan: SetPlan<Params>): number => plan.match.sets[plan.match.sets.length - 1]?.end ?? 0;
  // Pricing by recursion over the score costs milliseconds and a live match is priced every tick
  // while its score moves every half minute or so: each match keeps its last pricing.
  const lastPricing = new WeakMap<SetPlan<Params>, { key: string; markets: MarketProbabilities[] }>();
  const engine: ResumableEngine<SetPlan<Params>> = {
    sportId: sport.sportId,

    plan(input) {
      const params = sport.params(input.homeRating, input.awayRating);
      const match = sport.simulate(stream(input.seed), params);
      return { seed: input.seed, params, match, events: setEvents(match) };
    },

    duration,

    stateAt(plan, elapsed) {
      if (elapsed < 0) return notStartedState();
      const { sets, points } = plan.match;
      if (elapsed >= duration(plan)) {
        const { status, score, periods } = engine.result(plan);
        return { ...notStartedState(), status, betStatus: 'stopped', score, periods };
      }
      const done = countUpTo(sets, elapsed, (s) => s.end);
      const last = points[countUpTo(points, elapsed, (p) => p.at) - 1];
      const inSet = last?.set === done;
      const units = inSet ? last.units : zeroScore();
      const lastSetEnd = sets[done - 1]?.end;
      return {
        ...notStartedState(),
        status: `${done + 1}set`,
        betStatus:
          lastSetEnd !== undefined && elapsed - lastSetEnd < SET_END_PAUSE_SECONDS ? 'stopped' : 'started',
        score: setsWon(sets.slice(0, done)),
        periods: [...sets.slice(0, done).map((s) => s.score), units],
        gameScore: sport.gameScore(units, inSet ? last.game : zeroScore()),
        serving: last ? last.serving : plan.match.firstServer,
      };
    },

    marketsAt(plan, state) {
      if (isFinishedStatus(state.status)) return [];
      const key = JSON.stringify([state.score, state.periods, state.gameScore, state.serving]);
      const hit = lastPricing.get(plan);
      if (hit?.key === key) return hit.markets;
      const markets = sport.markets(plan.params, state, plan.match.firstServer);
      lastPricing.set(plan, { key, markets });
      return markets;
    },

    eventsBetween: (plan, from, to) => eventsIn(plan.events, from, to),

    result: (plan) => ({
      status: 'ended',
      score: setsWon(plan.match.sets),
      periods: plan.match.sets.map((s) => s.score),
    }),

    // The match replayed on its own draws up to the last point played by then, then on fresh ones.
    resultFrom(plan, elapsed, random) {
      const played = countUpTo(plan.match.points, elapsed, (p) => p.at);
      const match = sport.simulate(spliced(stream(plan.seed), random, drawsBefore(played)), plan.params);
      const last = played - 1;
      if (played > 0 && match.points[last]?.at !== plan.match.points[last]?.at) {
        throw new Error(`sport ${sport.sportId} draws more than a winner and a length per point`);
      }
      return engine.result({ ...plan, match });
    },
  };
  return engine;
}
