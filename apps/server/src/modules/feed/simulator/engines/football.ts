// Football: the existing match plan and state read through the engine interface.
import { footballMarkets, strengthsFromTeams } from '@bet/domain/pricing/football';
import { isFinishedStatus, notStartedState } from '@bet/domain/sportsbook/live-state';
import {
  continueFootballMatch,
  type FootballPlan,
  type MatchEvent,
  planFootballMatch,
  type Score,
} from '../match-play.ts';
import { footballResult, footballStateAt } from '../match-state.ts';
import type { PlayEvent, ResumableEngine } from '../sport-engine.ts';
import { eventsIn, zeroScore } from './timeline.ts';

export type FootballEnginePlan = { match: FootballPlan; events: PlayEvent[] };

const HALF_MINUTES = 45;

const minus = (a: Score, b: Score): Score => ({ home: a.home - b.home, away: a.away - b.away });

/** Match events with the score after each, between the start and end of each half. */
function playEvents(match: FootballPlan): PlayEvent[] {
  const { firstHalfEnd, secondHalfStart, secondHalfEnd } = match.timeline;
  const score = zeroScore();
  const events: PlayEvent[] = [];
  const boundary = (at: number, type: 'period_start' | 'period_end', minute: number): void => {
    events.push({ at, type, team: '', minute, score: { ...score } });
  };
  const happen = (e: MatchEvent): void => {
    if (e.type === 'goal') score[e.team]++;
    events.push({ at: e.at, type: e.type, team: e.team, minute: e.minute, score: { ...score } });
  };
  boundary(0, 'period_start', 1);
  for (const e of match.events.filter((x) => x.period === 1)) happen(e);
  boundary(firstHalfEnd, 'period_end', HALF_MINUTES);
  boundary(secondHalfStart, 'period_start', HALF_MINUTES + 1);
  for (const e of match.events.filter((x) => x.period === 2)) happen(e);
  boundary(secondHalfEnd, 'period_end', 2 * HALF_MINUTES);
  return events;
}

export const footballEngine: ResumableEngine<FootballEnginePlan> = {
  sportId: 1,

  plan(input) {
    const match = planFootballMatch({
      seed: input.seed,
      ...strengthsFromTeams(input.homeRating, input.awayRating),
    });
    return { match, events: playEvents(match) };
  },

  duration: (plan) => plan.match.timeline.secondHalfEnd,

  stateAt(plan, elapsed) {
    if (elapsed < 0) return notStartedState(HALF_MINUTES);
    const s = footballStateAt(plan.match, elapsed);
    // Each half's score once it has started: the second appears at its kick-off, not at half-time.
    const halfTime = s.halfTimeScore;
    const periods = !halfTime
      ? [s.score]
      : s.status === 'pause'
        ? [halfTime]
        : [halfTime, minus(s.score, halfTime)];
    return {
      status: s.status,
      betStatus: s.betStatus,
      score: s.score,
      periods,
      gameScore: '',
      clock: { minute: s.minute, extra: s.extraMinute, periodLength: HALF_MINUTES },
      cards: s.cards,
      corners: s.corners,
      serving: '',
    };
  },

  marketsAt(plan, state) {
    if (isFinishedStatus(state.status)) return [];
    const half = state.status === 'not_started' || state.status === '1p' ? 1 : 2;
    const running = state.status === '1p' || state.status === '2p';
    const { yellowHome, yellowAway, redHome, redAway } = state.cards;
    return footballMarkets({
      homeRate: plan.match.homeRate,
      awayRate: plan.match.awayRate,
      // The displayed minute is the one being played (45+2 the second of stoppage): price from its middle.
      minute: state.clock.minute - (running && state.clock.extra === 0 ? 0.5 : 0),
      extra: running && state.clock.extra > 0 ? state.clock.extra - 0.5 : 0,
      score: state.score,
      half,
      ...(half === 2 && state.periods[0] ? { halfTimeScore: state.periods[0] } : {}),
      corners: state.corners.home + state.corners.away,
      cards: yellowHome + yellowAway + redHome + redAway,
    });
  },

  eventsBetween: (plan, from, to) => eventsIn(plan.events, from, to),

  result(plan) {
    const r = footballResult(plan.match);
    return {
      status: 'ended',
      score: r.fullTime,
      periods: [r.halfTime, minus(r.fullTime, r.halfTime)],
      corners: r.corners,
      cards: r.cards,
      goals: plan.match.events.filter((e) => e.type === 'goal').map((e) => e.team),
    };
  },

  resultFrom: (plan, elapsed, random) =>
    footballEngine.result({ match: continueFootballMatch(plan.match, elapsed, random), events: [] }),
};
