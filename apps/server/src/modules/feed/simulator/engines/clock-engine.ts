// One engine for the sports played on a running clock in fixed periods with breaks (basketball,
// ice hockey, handball): the sport gives its periods, how a period is scored and its markets.
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import {
  isFinishedStatus,
  isPauseStatus,
  type LiveState,
  notStartedState,
  type TeamScore,
} from '@bet/domain/sportsbook/live-state';
import { createRandom, type Random } from '../random.ts';
import type { PlayEvent, ResumableEngine } from '../sport-engine.ts';
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

/** A score inside a period, `offset` seconds after it starts (0 < offset < period length). */
export type PeriodScore = { offset: number; team: Side; points: number };

/** Where the clock stands, for pricing. */
export type ClockView = {
  /** Regulation seconds still to play (0 in overtime). */
  secondsLeft: number;
  /** Seconds left in the overtime period being played, null outside overtime. */
  overtimeSecondsLeft: number | null;
  score: TeamScore;
};

export type ClockSport<Params> = {
  sportId: number;
  periodMinutes: number;
  /** Regular periods in order, each with the break after it (none after the last). */
  periods: readonly { status: string; breakAfter?: { status: string; minutes: number } }[];
  /** Overtime periods of this length (status 'ot', final 'after_ot') are played while the score is level. */
  overtimeMinutes?: number;
  scoreType: 'goal' | 'point';
  /** Betting stops for this many seconds after each score (0: never). */
  suspendSeconds: number;
  params(homeRating: number, awayRating: number): Params;
  playPeriod(random: Random, params: Params, seconds: number): PeriodScore[];
  markets(params: Params, view: ClockView): MarketProbabilities[];
};

export type ClockPlan<Params> = {
  params: Params;
  phases: Phase[];
  log: Scored[];
  periods: TeamScore[];
  events: PlayEvent[];
  finalStatus: 'ended' | 'after_ot';
};

const OVERTIME_STATUS = 'ot';
/**
 * The clock moves (and the match is priced again) in steps of this many seconds: a basketball
 * game scores some four points a minute, so a price kept for a whole minute would be a bet on
 * time already gone for whoever takes it at the minute's end.
 */
export const CLOCK_STEP_SECONDS = 10;

/** Displayed minute: the minute being played (1-based) within the phase, its last minute at the end. */
function minuteAt(phase: Phase, at: number): number {
  if (!phase.playing) return phase.clockFrom;
  const length = (phase.end - phase.start) / 60;
  return phase.clockFrom + Math.min(length, Math.floor((at - phase.start) / 60) + 1);
}

function planMatch<Params>(sport: ClockSport<Params>, seed: string, params: Params) {
  const random = createRandom(seed).fork(`sport-${sport.sportId}`);
  const phases: Phase[] = [];
  const raw: RawScore[] = [];
  const tally = zeroScore();
  let t = 0;
  let clock = 0;
  const play = (status: string, minutes: number): void => {
    const period = phases.filter((p) => p.playing).length + 1;
    const seconds = minutes * 60;
    phases.push({ status, start: t, end: t + seconds, period, playing: true, clockFrom: clock });
    const scores = sport.playPeriod(random.fork(`period-${period}`), params, seconds);
    for (const s of [...scores].sort((a, b) => a.offset - b.offset)) {
      raw.push({ at: t + s.offset, team: s.team, points: s.points, period });
      tally[s.team] += s.points;
    }
    t += seconds;
    clock += minutes;
  };
  sport.periods.forEach((p, i) => {
    play(p.status, sport.periodMinutes);
    if (!p.breakAfter) return;
    const seconds = p.breakAfter.minutes * 60;
    phases.push({
      status: p.breakAfter.status,
      start: t,
      end: t + seconds,
      period: i + 1,
      playing: false,
      clockFrom: clock,
    });
    t += seconds;
  });
  const regulation = phases.length;
  while (sport.overtimeMinutes && tally.home === tally.away) play(OVERTIME_STATUS, sport.overtimeMinutes);
  return {
    phases,
    raw,
    finalStatus: phases.length > regulation ? ('after_ot' as const) : ('ended' as const),
  };
}

export function createClockEngine<Params>(sport: ClockSport<Params>): ResumableEngine<ClockPlan<Params>> {
  const regularMinutes = sport.periods.length * sport.periodMinutes;
  const duration = (plan: ClockPlan<Params>): number => plan.phases[plan.phases.length - 1]?.end ?? 0;
  const baseState = (): LiveState => notStartedState(sport.periodMinutes);

  return {
    sportId: sport.sportId,

    plan(input) {
      const params = sport.params(input.homeRating, input.awayRating);
      const { phases, raw, finalStatus } = planMatch(sport, input.seed, params);
      const log = scoringLog(raw);
      const periods = periodTotals(log, phases.filter((p) => p.playing).length);
      const events = phaseEvents(phases, log, sport.scoreType, minuteAt);
      return { params, phases, log, periods, events, finalStatus };
    },

    duration,

    stateAt(plan, elapsed) {
      if (elapsed < 0) return baseState();
      const end = duration(plan);
      if (elapsed >= end) {
        const last = plan.phases[plan.phases.length - 1];
        return {
          ...baseState(),
          status: plan.finalStatus,
          betStatus: 'stopped',
          score: plan.log[plan.log.length - 1]?.score ?? zeroScore(),
          periods: plan.periods,
          clock: { minute: last ? minuteAt(last, end) : 0, extra: 0, periodLength: sport.periodMinutes },
        };
      }
      const phase = phaseAt(plan.phases, elapsed);
      const { score, periods, last } = scoresAt(plan.log, plan.periods, phase, elapsed);
      const suspended = phase.playing && last !== undefined && elapsed - last.at < sport.suspendSeconds;
      const intoMinute = (elapsed - phase.start) % 60;
      return {
        ...baseState(),
        status: phase.status,
        betStatus: suspended ? 'stopped' : 'started',
        score,
        periods,
        clock: {
          minute: minuteAt(phase, elapsed),
          extra: 0,
          periodLength: sport.periodMinutes,
          ...(phase.playing ? { second: intoMinute - (intoMinute % CLOCK_STEP_SECONDS) } : {}),
        },
      };
    },

    marketsAt(plan, state) {
      if (isFinishedStatus(state.status)) return [];
      const running = state.status !== 'not_started' && !isPauseStatus(state.status);
      // The displayed minute is the one being played: price from the middle of its clock step
      // (of the minute, for a state that does not say how far into it the clock is).
      const second = state.clock.second;
      const into = second === undefined ? 0.5 : (second + CLOCK_STEP_SECONDS / 2) / 60;
      const played = Math.max(0, state.clock.minute - (running ? 1 - into : 0));
      let overtimeSecondsLeft: number | null = null;
      if (state.status === OVERTIME_STATUS && sport.overtimeMinutes) {
        const before = (state.periods.length - sport.periods.length - 1) * sport.overtimeMinutes;
        overtimeSecondsLeft = Math.max(0, sport.overtimeMinutes - (played - regularMinutes - before)) * 60;
      }
      const secondsLeft = Math.max(0, regularMinutes - played) * 60;
      return sport.markets(plan.params, { secondsLeft, overtimeSecondsLeft, score: state.score });
    },

    eventsBetween: (plan, from, to) => eventsIn(plan.events, from, to),

    result: (plan) => ({
      status: plan.finalStatus,
      score: plan.log[plan.log.length - 1]?.score ?? zeroScore(),
      periods: plan.periods,
    }),

    resultFrom: (plan, elapsed, random) => playOn(sport, plan, elapsed, random),
  };
}

/**
 * The periods as scored by `elapsed`, the rest played afresh: a period drawn anew keeps only its
 * scores after `elapsed`. Exact for goals at uniform times; for basketball it also draws anew who
 * won the tip of the period in play, which the state does not show.
 */
function playOn<Params>(sport: ClockSport<Params>, plan: ClockPlan<Params>, elapsed: number, random: Random) {
  const playing = plan.phases.filter((p) => p.playing);
  const regular = sport.periods.length;
  const score = zeroScore();
  const periods: TeamScore[] = [];
  const play = (period: number, seconds: number, from: number, kept: readonly Scored[]): void => {
    const total = zeroScore();
    for (const s of kept) total[s.team] = s.periodScore[s.team];
    for (const s of sport.playPeriod(random.fork(`period-${period}`), plan.params, seconds)) {
      if (from + s.offset > elapsed) total[s.team] += s.points;
    }
    periods.push(total);
    score.home += total.home;
    score.away += total.away;
  };
  // Regulation, and overtime periods already under way, as planned by then.
  playing.forEach((phase, i) => {
    if (i >= regular && phase.start > elapsed) return;
    const kept = plan.log.filter((s) => s.period === phase.period && s.at <= elapsed);
    play(phase.period, phase.end - phase.start, phase.start, kept);
  });
  let overtime = periods.length > regular;
  while (sport.overtimeMinutes && score.home === score.away) {
    play(periods.length + 1, sport.overtimeMinutes * 60, Number.POSITIVE_INFINITY, []);
    overtime = true;
  }
  return { status: overtime ? ('after_ot' as const) : ('ended' as const), score, periods };
}
