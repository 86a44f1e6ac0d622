/**
 * Deterministic football match simulator.
 *
 * A match is fully planned from a seed (`planFootballMatch`), so any server
 * instance can compute the same live state for any moment (`footballStateAt`).
 * Pure code: no clock reads, no global randomness. Times are "match seconds"
 * since kick-off, counting the half-time break.
 */

import { CORNERS_PER_MATCH, REDS_PER_TEAM, YELLOWS_PER_TEAM } from '@bet/domain/pricing/football-rates';
import { type Happening, minuteWeight, STOPPAGE_CHANCES } from '@bet/domain/pricing/football-time';
import { createRandom, type Random } from './random.ts';

export type Team = 'home' | 'away';
export type FootballStatus = 'not_started' | '1p' | 'pause' | '2p' | 'ended';
export type BetStatus = 'started' | 'stopped';
export type MatchEventType = 'goal' | 'yellow' | 'red' | 'corner';

export interface Score {
  home: number;
  away: number;
}

export interface Cards {
  yellowHome: number;
  yellowAway: number;
  redHome: number;
  redAway: number;
}

export interface MatchEvent {
  /** 1-based sequence number in time order. */
  id: number;
  type: MatchEventType;
  team: Team;
  period: 1 | 2;
  /** Match seconds since kick-off (half-time break included). */
  at: number;
  /** Displayed minute (1..45 in the first half, 46..90 in the second). */
  minute: number;
  /** Stoppage-time minute (45+2 → minute 45, extraMinute 2); 0 outside stoppage. */
  extraMinute: number;
}

export interface FootballPlan {
  seed: string;
  homeRate: number;
  awayRate: number;
  /** Stoppage minutes announced for each half (1..5). */
  stoppage: { firstHalf: number; secondHalf: number };
  /** Boundaries in match seconds since kick-off. */
  timeline: {
    firstHalfEnd: number;
    secondHalfStart: number;
    secondHalfEnd: number;
  };
  /** All events of the match, sorted by `at`. */
  events: MatchEvent[];
}

export interface FootballState {
  status: FootballStatus;
  minute: number;
  extraMinute: number;
  score: Score;
  /** Set once the first half is over, null before. */
  halfTimeScore: Score | null;
  cards: Cards;
  corners: Score;
  lastEvent: MatchEvent | null;
  betStatus: BetStatus;
}

export interface FootballResult {
  halfTime: Score;
  fullTime: Score;
  corners: Score;
  cards: Cards;
}

export interface PlanFootballInput {
  seed: string;
  /** Expected goals per 90 minutes. */
  homeRate: number;
  awayRate: number;
}

export const HALF_SECONDS = 45 * 60;
export const HALF_TIME_BREAK_SECONDS = 15 * 60;
/** Markets stay suspended this long (match seconds) after a goal. */
export const GOAL_SUSPENSION_SECONDS = 30;

export const STATUS_ORDER: readonly FootballStatus[] = ['not_started', '1p', 'pause', '2p', 'ended'];

/** Poisson deviate by Knuth's product method (exact for means well below 700, where exp(-mean) underflows). */
export function poisson(rng: () => number, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng();
  while (p > limit) {
    k++;
    p *= rng();
  }
  return k;
}

function pickWeighted(rng: () => number, values: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < values.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return values[i] ?? 0;
  }
  return values[values.length - 1] ?? 0;
}

// ---------------------------------------------------------------------------
// Planning

interface PlayedMinute {
  period: 1 | 2;
  /** Minute index inside the period (0-based; >= 45 is stoppage time). */
  index: number;
  /** Match second at which this minute starts. */
  start: number;
}

function playedMinutes(plan: Pick<FootballPlan, 'stoppage' | 'timeline'>): PlayedMinute[] {
  const out: PlayedMinute[] = [];
  const halves: [1 | 2, number, number][] = [
    [1, 0, plan.stoppage.firstHalf],
    [2, plan.timeline.secondHalfStart, plan.stoppage.secondHalf],
  ];
  for (const [period, start, stoppage] of halves) {
    for (let index = 0; index < 45 + stoppage; index++) {
      out.push({ period, index, start: start + index * 60 });
    }
  }
  return out;
}

/** Distributes Poisson(totalMean) events over the minutes, proportional to the weights. */
function scatter(
  rng: () => number,
  minutes: readonly PlayedMinute[],
  weights: readonly number[],
  totalMean: number,
): PlayedMinute[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const hits: PlayedMinute[] = [];
  if (sum <= 0 || totalMean <= 0) return hits;
  minutes.forEach((m, i) => {
    const n = poisson(rng, (totalMean * (weights[i] ?? 0)) / sum);
    for (let k = 0; k < n; k++) hits.push(m);
  });
  return hits;
}

const TYPE_ORDER: Record<MatchEventType, number> = { corner: 0, goal: 1, yellow: 2, red: 3 };

type RawEvent = Omit<MatchEvent, 'id'>;

/** Every event of a match of this shape, drawn from `rng`, in time order. */
function drawEvents(
  rng: () => number,
  shape: Pick<FootballPlan, 'stoppage' | 'timeline'>,
  homeRate: number,
  awayRate: number,
): RawEvent[] {
  const minutes = playedMinutes(shape);
  // The time profile the goals model prices by.
  const weights = (happening: Happening) => minutes.map((m) => minuteWeight(happening, m.period, m.index));
  const goalWeights = weights('goals');
  const flat = weights('corners');
  const cardWeights = weights('cards');
  const totalRate = homeRate + awayRate;
  const homeShare = totalRate > 0 ? homeRate / totalRate : 0.5;
  const cornerShare = { home: 0.3 + 0.4 * homeShare, away: 0.7 - 0.4 * homeShare };

  const raw: RawEvent[] = [];
  const add = (type: MatchEventType, team: Team, hits: PlayedMinute[]) => {
    for (const m of hits) {
      const at = m.start + 1 + Math.floor(rng() * 59);
      const stoppage = m.index >= 45;
      raw.push({
        type,
        team,
        period: m.period,
        at,
        minute: (m.period === 2 ? 45 : 0) + (stoppage ? 45 : m.index + 1),
        extraMinute: stoppage ? m.index - 44 : 0,
      });
    }
  };
  for (const team of ['home', 'away'] as const) {
    add('goal', team, scatter(rng, minutes, goalWeights, team === 'home' ? homeRate : awayRate));
    add('yellow', team, scatter(rng, minutes, cardWeights, YELLOWS_PER_TEAM));
    add('red', team, scatter(rng, minutes, cardWeights, REDS_PER_TEAM));
    add('corner', team, scatter(rng, minutes, flat, CORNERS_PER_MATCH * cornerShare[team]));
  }
  return raw.sort(
    (a, b) =>
      a.at - b.at ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      (a.team === b.team ? 0 : a.team === 'home' ? -1 : 1),
  );
}

const numbered = (raw: readonly RawEvent[]): MatchEvent[] => raw.map((e, i) => ({ id: i + 1, ...e }));

export function planFootballMatch(input: PlanFootballInput): FootballPlan {
  const homeRate = Math.max(0, input.homeRate);
  const awayRate = Math.max(0, input.awayRate);
  const random = createRandom(`football:${input.seed}`);
  const rng = () => random.next();

  const firstHalf = pickWeighted(rng, [1, 2, 3, 4, 5], STOPPAGE_CHANCES[1]);
  const secondHalf = pickWeighted(rng, [1, 2, 3, 4, 5], STOPPAGE_CHANCES[2]);
  const firstHalfEnd = (45 + firstHalf) * 60;
  const secondHalfStart = firstHalfEnd + HALF_TIME_BREAK_SECONDS;
  const secondHalfEnd = secondHalfStart + (45 + secondHalf) * 60;
  const shape = {
    stoppage: { firstHalf, secondHalf },
    timeline: { firstHalfEnd, secondHalfStart, secondHalfEnd },
  };
  return {
    seed: input.seed,
    homeRate,
    awayRate,
    ...shape,
    events: numbered(drawEvents(rng, shape, homeRate, awayRate)),
  };
}

/**
 * The match as played by `elapsed`, then played on with fresh chances from `random`. Events fall
 * independently in each minute at uniform seconds, so a fresh draw's events after `elapsed` are
 * distributed as the rest of the match is, whatever happened before; the stoppage stays as planned.
 */
export function continueFootballMatch(plan: FootballPlan, elapsed: number, random: Random): FootballPlan {
  const fresh = drawEvents(() => random.next(), plan, plan.homeRate, plan.awayRate);
  const played = plan.events.filter((e) => e.at <= elapsed);
  return { ...plan, events: numbered([...played, ...fresh.filter((e) => e.at > elapsed)]) };
}
