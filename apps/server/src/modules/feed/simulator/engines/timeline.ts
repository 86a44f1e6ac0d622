// Timeline pieces the engines share: phases of a match, scoring logs with running totals, and
// binary search by match second, so a live state is read from a plan without replaying it.
import type { TeamScore } from '@bet/domain/sportsbook/live-state';
import type { PlayEvent } from '../sport-engine.ts';

export type Side = 'home' | 'away';

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
export const zeroScore = (): TeamScore => ({ home: 0, away: 0 });

/** A stretch of match seconds [start, end) with one status. */
export type Phase = {
  status: string;
  start: number;
  end: number;
  /** The period in play (1-based), or during a break the period just finished. */
  period: number;
  playing: boolean;
  /** Regulation minutes on the clock when the phase starts (0 for sports without a clock). */
  clockFrom: number;
};

/** How many of the time-ordered items are at or before `t`. */
export function countUpTo<T>(items: readonly T[], t: number, timeOf: (item: T) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timeOf(items[mid] as T) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The phase running at `t`, for 0 <= t < the end of the last phase. */
export function phaseAt<P extends Phase>(phases: readonly P[], t: number): P {
  const index = countUpTo(phases, t, (p) => p.start) - 1;
  const phase = phases[Math.max(0, index)];
  if (!phase) throw new RangeError('a match has at least one phase');
  return phase;
}

/** A score with the match and period totals after it. */
export type Scored = {
  at: number;
  team: Side;
  period: number;
  score: TeamScore;
  periodScore: TeamScore;
};

export type RawScore = { at: number; team: Side; points: number; period: number };

/** Running totals of time-ordered scores (periods in order, as they are played). */
export function scoringLog(raw: readonly RawScore[]): Scored[] {
  const score = zeroScore();
  let periodScore = zeroScore();
  let period = 0;
  return raw.map((r) => {
    if (r.period !== period) {
      period = r.period;
      periodScore = zeroScore();
    }
    score[r.team] += r.points;
    periodScore[r.team] += r.points;
    return { at: r.at, team: r.team, period, score: { ...score }, periodScore: { ...periodScore } };
  });
}

/** Final score of each of `count` periods. */
export function periodTotals(log: readonly Scored[], count: number): TeamScore[] {
  const totals = Array.from({ length: count }, zeroScore);
  for (const s of log) totals[s.period - 1] = { ...s.periodScore };
  return totals;
}

/** Score and period scores at `t`, given the phase running then. */
export function scoresAt(
  log: readonly Scored[],
  totals: readonly TeamScore[],
  phase: Phase,
  t: number,
): { score: TeamScore; periods: TeamScore[]; last: Scored | undefined } {
  const last = log[countUpTo(log, t, (s) => s.at) - 1];
  const periods = totals.slice(0, phase.playing ? phase.period - 1 : phase.period);
  if (phase.playing) periods.push(last?.period === phase.period ? last.periodScore : zeroScore());
  return { score: last ? last.score : zeroScore(), periods, last };
}

/** Period starts and ends of the playing phases merged with the score events, in time order. */
export function phaseEvents(
  phases: readonly Phase[],
  log: readonly Scored[],
  scoreType: PlayEvent['type'],
  minuteAt: (phase: Phase, at: number) => number,
): PlayEvent[] {
  const events: PlayEvent[] = [];
  let score = zeroScore();
  let next = 0;
  for (const phase of phases.filter((p) => p.playing)) {
    events.push({
      at: phase.start,
      type: 'period_start',
      team: '',
      minute: minuteAt(phase, phase.start),
      score,
    });
    for (let s = log[next]; s && s.at < phase.end; s = log[++next]) {
      score = s.score;
      events.push({ at: s.at, type: scoreType, team: s.team, minute: minuteAt(phase, s.at), score });
    }
    events.push({ at: phase.end, type: 'period_end', team: '', minute: minuteAt(phase, phase.end), score });
  }
  return events;
}

/** Events with from < at <= to. */
export function eventsIn(events: readonly PlayEvent[], from: number, to: number): PlayEvent[] {
  const timeOf = (e: PlayEvent) => e.at;
  return events.slice(countUpTo(events, from, timeOf), countUpTo(events, to, timeOf));
}
