// Baseball: nine innings of Poisson runs per half-inning, extra innings while level, walk-off wins.
import { baseballMarkets } from '@bet/domain/pricing/scoring';
import { isFinishedStatus, notStartedState, type TeamScore } from '@bet/domain/sportsbook/live-state';
import { poisson } from '../match-play.ts';
import { createRandom, type Random } from '../random.ts';
import type { PlayEvent, ResumableEngine } from '../sport-engine.ts';
import { homeEdge, logLinearSplit, ratingGap } from './ratings.ts';
import {
  eventsIn,
  type Phase,
  periodTotals,
  phaseAt,
  phaseEvents,
  type RawScore,
  type Scored,
  type Side,
  scoresAt,
  scoringLog,
  zeroScore,
} from './timeline.ts';

export type BaseballParams = { runsPerInningHome: number; runsPerInningAway: number };

/** A half-inning: the away side bats the top, the home side the bottom; `planned` is its end unless cut short. */
type HalfInning = Phase & { batting: Side; planned: number };

export type BaseballPlan = {
  params: BaseballParams;
  halves: HalfInning[];
  log: Scored[];
  innings: TeamScore[];
  events: PlayEvent[];
};

const INNINGS = 9;
const OUTS = 3;
/** The half being played travels in gameScore, as marketsAt needs it and has only the state. */
const TOP = 'top';
const BOTTOM = 'bottom';

const inningStatus = (inning: number): string => (inning > INNINGS ? 'extra' : `${inning}inning`);

/**
 * One half-inning of 7-12 minutes, its runs after `after`; a home lead from the 9th on ends it (and
 * the game) at once.
 */
function playHalf(
  random: Random,
  params: BaseballParams,
  half: HalfInning,
  score: TeamScore,
  raw: RawScore[],
  after = Number.NEGATIVE_INFINITY,
) {
  const seconds = half.end - half.start;
  const rate = half.batting === 'home' ? params.runsPerInningHome : params.runsPerInningAway;
  const runs = poisson(() => random.next(), rate);
  const times = Array.from({ length: runs }, () => half.start + random.int(1, seconds - 1)).sort(
    (a, b) => a - b,
  );
  for (const at of times.filter((x) => x > after)) {
    raw.push({ at, team: half.batting, points: 1, period: half.period });
    score[half.batting]++;
    if (half.batting === 'home' && half.period >= INNINGS && score.home > score.away) {
      half.end = Math.min(half.end, at + 30);
      return;
    }
  }
}

/** Where a game stands at the start of a half-inning. */
type GameSoFar = { halves: HalfInning[]; raw: RawScore[]; score: TeamScore; t: number; inning: number };

/** Plays the game on from the start of `from`'s inning (the away half unless `homeNext`). */
function playGame(random: Random, params: BaseballParams, from: GameSoFar, homeNext = false): GameSoFar {
  const { halves, raw, score } = from;
  let t = from.t;
  let inning = from.inning;
  for (; inning <= INNINGS || score.home === score.away; inning++) {
    for (const batting of ['away', 'home'] as const) {
      if (batting === 'away' && homeNext && inning === from.inning) continue;
      // The home side does not bat in the last inning when already ahead.
      if (batting === 'home' && inning >= INNINGS && score.home > score.away) break;
      const stream = random.fork(`inning-${inning}-${batting}`);
      const end = t + stream.int(7 * 60, 12 * 60);
      const half = {
        status: inningStatus(inning),
        start: t,
        end,
        period: inning,
        playing: true,
        clockFrom: 0,
        batting,
        planned: end,
      };
      playHalf(stream, params, half, score, raw);
      halves.push(half);
      t = half.end;
    }
  }
  return { halves, raw, score, t, inning };
}

const planGame = (seed: string, params: BaseballParams) =>
  playGame(createRandom(seed).fork('sport-3'), params, {
    halves: [],
    raw: [],
    score: zeroScore(),
    t: 0,
    inning: 1,
  });

/**
 * The game as played by `elapsed`, then played on afresh: the half-inning in play is drawn anew over
 * its planned length (runs fall at uniform times, so its fresh runs after `elapsed` are distributed as
 * the real ones), the rest as planned games are.
 */
function playOn(plan: BaseballPlan, elapsed: number, random: Random): TeamScore[] {
  const half = phaseAt(plan.halves, elapsed);
  const index = plan.halves.indexOf(half);
  const raw: RawScore[] = [];
  const score = zeroScore();
  for (const s of plan.log.filter((x) => x.at <= elapsed)) {
    raw.push({ at: s.at, team: s.team, points: 1, period: s.period });
    score[s.team]++;
  }
  const current = { ...half, end: half.planned };
  playHalf(random.fork('in-play'), plan.params, current, score, raw, elapsed);
  const halves = [...plan.halves.slice(0, index), current];
  const walkOff = current.batting === 'home' && current.period >= INNINGS && score.home > score.away;
  const game = walkOff
    ? { halves, raw }
    : playGame(
        random,
        plan.params,
        { halves, raw, score, t: current.end, inning: current.period + (current.batting === 'home' ? 1 : 0) },
        current.batting === 'away',
      );
  return periodTotals(scoringLog(game.raw), game.halves[game.halves.length - 1]?.period ?? 0);
}

/** Innings as periods: one period event pair per inning rather than per half. */
function inningPhases(halves: readonly HalfInning[]): Phase[] {
  const innings: Phase[] = [];
  for (const h of halves) {
    const last = innings[innings.length - 1];
    if (last?.period === h.period) last.end = h.end;
    else innings.push({ ...h });
  }
  return innings;
}

export const baseballEngine: ResumableEngine<BaseballPlan> = {
  sportId: 3,

  plan(input) {
    // Runs per inning: 1.0 split log-linearly, 0.52 : 0.48 between equal teams, slope 1.0 per rating gap.
    const split = logLinearSplit(1, homeEdge(0.52, 0.48), 1, ratingGap(input.homeRating, input.awayRating));
    const params = { runsPerInningHome: split.home, runsPerInningAway: split.away };
    const { halves, raw } = planGame(input.seed, params);
    const log = scoringLog(raw);
    const innings = periodTotals(log, halves[halves.length - 1]?.period ?? 0);
    const events = phaseEvents(inningPhases(halves), log, 'point', (phase) => phase.period);
    return { params, halves, log, innings, events };
  },

  duration: (plan) => plan.halves[plan.halves.length - 1]?.end ?? 0,

  stateAt(plan, elapsed) {
    if (elapsed < 0) return notStartedState();
    if (elapsed >= baseballEngine.duration(plan)) {
      const { status, score, periods } = baseballEngine.result(plan);
      return { ...notStartedState(), status, score, periods, betStatus: 'stopped' };
    }
    const half = phaseAt(plan.halves, elapsed);
    const { score, periods } = scoresAt(plan.log, plan.innings, half, elapsed);
    // Runs come at even times through a half-inning: its outs are the thirds of its planned length
    // played. Not of its end: a walk-off cuts that short, and outs read from it would tell the future.
    const length = half.planned - half.start;
    const outs = Math.min(OUTS - 1, Math.floor((OUTS * (elapsed - half.start)) / length));
    return {
      ...notStartedState(),
      status: half.status,
      score,
      periods,
      gameScore: half.batting === 'away' ? TOP : BOTTOM,
      outs,
    };
  },

  marketsAt(plan, state) {
    if (isFinishedStatus(state.status)) return [];
    const inning = state.periods.length;
    const bottom = state.gameScore === BOTTOM ? 1 : 0;
    // An extra inning is priced as a 9th: one more inning, then more while level. Of the
    // half-inning in progress, priced from the middle of its current out.
    const inProgress = inning === 0 ? 0 : ((state.outs ?? 0) + 0.5) / OUTS;
    const halfInningsPlayed = inning === 0 ? 0 : 2 * (Math.min(inning, INNINGS) - 1) + bottom + inProgress;
    return baseballMarkets({
      ...plan.params,
      halfInningsPlayed,
      score: [state.score.home, state.score.away],
    });
  },

  eventsBetween: (plan, from, to) => eventsIn(plan.events, from, to),

  result: (plan) => ({
    status: 'ended',
    score: plan.log[plan.log.length - 1]?.score ?? zeroScore(),
    periods: plan.innings,
  }),

  resultFrom(plan, elapsed, random) {
    if (elapsed >= baseballEngine.duration(plan)) return baseballEngine.result(plan);
    const periods = playOn(plan, elapsed, random);
    const score = zeroScore();
    for (const p of periods) {
      score.home += p.home;
      score.away += p.away;
    }
    return { status: 'ended', score, periods };
  },
};
