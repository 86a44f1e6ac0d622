// Baseball: nine innings of Poisson runs per half-inning, extra innings while level, walk-off wins.
import { baseballMarkets } from '@bet/domain/pricing/scoring';
import { isFinishedStatus, notStartedState, type TeamScore } from '@bet/domain/sportsbook/live-state';
import { poisson } from '../match-play.ts';
import { createRandom, type Random } from '../random.ts';
import type { PlayEvent, SportEngine } from '../sport-engine.ts';
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

/** A half-inning: the away side bats the top, the home side the bottom. */
type HalfInning = Phase & { batting: Side };

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

/** One half-inning of 7-12 minutes; a home lead from the 9th on ends it (and the game) at once. */
function playHalf(
  random: Random,
  params: BaseballParams,
  half: HalfInning,
  score: TeamScore,
  raw: RawScore[],
) {
  const seconds = half.end - half.start;
  const rate = half.batting === 'home' ? params.runsPerInningHome : params.runsPerInningAway;
  const runs = poisson(() => random.next(), rate);
  const times = Array.from({ length: runs }, () => half.start + random.int(1, seconds - 1)).sort(
    (a, b) => a - b,
  );
  for (const at of times) {
    raw.push({ at, team: half.batting, points: 1, period: half.period });
    score[half.batting]++;
    if (half.batting === 'home' && half.period >= INNINGS && score.home > score.away) {
      half.end = Math.min(half.end, at + 30);
      return;
    }
  }
}

function planGame(seed: string, params: BaseballParams): { halves: HalfInning[]; raw: RawScore[] } {
  const random = createRandom(seed).fork('sport-3');
  const halves: HalfInning[] = [];
  const raw: RawScore[] = [];
  const score = zeroScore();
  let t = 0;
  for (let inning = 1; inning <= INNINGS || score.home === score.away; inning++) {
    for (const batting of ['away', 'home'] as const) {
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
      };
      playHalf(stream, params, half, score, raw);
      halves.push(half);
      t = half.end;
    }
  }
  return { halves, raw };
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

export const baseballEngine: SportEngine<BaseballPlan> = {
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
    // Runs come at even times through a half-inning: its outs are the thirds of it played.
    const outs = Math.min(OUTS - 1, Math.floor((OUTS * (elapsed - half.start)) / (half.end - half.start)));
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
};
