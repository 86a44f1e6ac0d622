// The live state of a planned football match at any moment, its events in a window and its result.
import {
  type Cards,
  type FootballPlan,
  type FootballResult,
  type FootballState,
  type FootballStatus,
  GOAL_SUSPENSION_SECONDS,
  type MatchEvent,
  type Score,
  STATUS_ORDER,
} from './match-play.ts';

function emptyCards(): Cards {
  return { yellowHome: 0, yellowAway: 0, redHome: 0, redAway: 0 };
}

function tally(events: readonly MatchEvent[]): { score: Score; cards: Cards; corners: Score } {
  const score = { home: 0, away: 0 };
  const corners = { home: 0, away: 0 };
  const cards = emptyCards();
  for (const e of events) {
    if (e.type === 'goal') score[e.team]++;
    else if (e.type === 'corner') corners[e.team]++;
    else if (e.type === 'yellow') cards[e.team === 'home' ? 'yellowHome' : 'yellowAway']++;
    else cards[e.team === 'home' ? 'redHome' : 'redAway']++;
  }
  return { score, cards, corners };
}

function goalsOf(events: readonly MatchEvent[]): Score {
  return tally(events.filter((e) => e.type === 'goal')).score;
}

export function footballStatusAt(plan: FootballPlan, elapsedSeconds: number): FootballStatus {
  const t = plan.timeline;
  if (elapsedSeconds < 0) return 'not_started';
  if (elapsedSeconds < t.firstHalfEnd) return '1p';
  if (elapsedSeconds < t.secondHalfStart) return 'pause';
  if (elapsedSeconds < t.secondHalfEnd) return '2p';
  return 'ended';
}

/** Position of a status in the match order (not_started=0 … ended=4). */
export function footballStatusRank(status: FootballStatus): number {
  return STATUS_ORDER.indexOf(status);
}

function clockAt(plan: FootballPlan, status: FootballStatus, t: number): [number, number] {
  const periodMinute = (offset: number, base: number): [number, number] => {
    const index = Math.floor(offset / 60);
    return index >= 45 ? [base + 45, index - 44] : [base + index + 1, 0];
  };
  switch (status) {
    case 'not_started':
      return [0, 0];
    case '1p':
      return periodMinute(t, 0);
    case 'pause':
      return [45, 0];
    case '2p':
      return periodMinute(t - plan.timeline.secondHalfStart, 45);
    case 'ended':
      return [90, 0];
  }
}

export function footballStateAt(plan: FootballPlan, elapsedSeconds: number): FootballState {
  const status = footballStatusAt(plan, elapsedSeconds);
  const past = plan.events.filter((e) => e.at <= elapsedSeconds);
  const { score, cards, corners } = tally(past);
  const [minute, extraMinute] = clockAt(plan, status, elapsedSeconds);
  const lastEvent = past[past.length - 1] ?? null;
  const inPlay = status === '1p' || status === '2p';
  const suspended =
    inPlay && past.some((e) => e.type === 'goal' && elapsedSeconds - e.at < GOAL_SUSPENSION_SECONDS);
  return {
    status,
    minute,
    extraMinute,
    score,
    halfTimeScore:
      footballStatusRank(status) >= footballStatusRank('pause')
        ? goalsOf(past.filter((e) => e.period === 1))
        : null,
    cards,
    corners,
    lastEvent,
    betStatus: status === 'ended' || suspended ? 'stopped' : 'started',
  };
}

/** Events with fromSeconds < at <= toSeconds (the delta between the two states). */
export function footballEventsBetween(
  plan: FootballPlan,
  fromSeconds: number,
  toSeconds: number,
): MatchEvent[] {
  return plan.events.filter((e) => e.at > fromSeconds && e.at <= toSeconds);
}

export function footballResult(plan: FootballPlan): FootballResult {
  const { score, cards, corners } = tally(plan.events);
  return {
    halfTime: goalsOf(plan.events.filter((e) => e.period === 1)),
    fullTime: score,
    corners,
    cards,
  };
}

/**
 * Match seconds elapsed since kick-off for a wall-clock moment; `speed` 1 is
 * real time, 60 plays a match in about two minutes. The half-time break is part
 * of match time. Negative before kick-off (→ status 'not_started').
 */
export function matchElapsedSeconds(kickoff: Date, now: Date, speed: number): number {
  if (!(speed > 0)) throw new RangeError(`speed must be positive, got ${speed}`);
  return ((now.getTime() - kickoff.getTime()) / 1000) * speed;
}
