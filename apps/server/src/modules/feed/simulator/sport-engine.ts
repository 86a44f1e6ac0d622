// What the simulator needs of each sport: a deterministic plan of a whole match from a seed,
// the live state at any moment of it, the model's probabilities at that state, and the result.
import type { PlayEvent } from '@bet/domain/api/match-stats';
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import type { FeedResult } from '../provider.ts';
import type { Random } from './random.ts';

export type EngineInput = {
  /** Seed of this match (simulator seed + fixture external id). */
  seed: string;
  /** Team strengths 0-100. */
  homeRating: number;
  awayRating: number;
  tournamentId: number;
};

export interface SportEngine<Plan = unknown> {
  readonly sportId: number;
  plan(input: EngineInput): Plan;
  /** Match seconds from the start until the match is over (breaks included). */
  duration(plan: Plan): number;
  /** State at `elapsed` match seconds; negative is before the start (not_started). */
  stateAt(plan: Plan, elapsed: number): LiveState;
  /** True probabilities of the sport's markets at that state; [] once the match is over. */
  marketsAt(plan: Plan, state: LiveState): MarketProbabilities[];
  /** Events with from < at <= to. */
  eventsBetween(plan: Plan, from: number, to: number): PlayEvent[];
  result(plan: Plan): FeedResult;
}

export type { PlayEvent };

/**
 * An engine that can play a match on from any moment: what was played by `elapsed` stays and the
 * rest is drawn as the plan draws it, from `random` instead of the match's own stream. Hidden parts
 * of the plan that do not decide results (stoppage, period lengths) may stay as planned.
 */
export interface ResumableEngine<Plan = unknown> extends SportEngine<Plan> {
  resultFrom(plan: Plan, elapsed: number, random: Random): FeedResult;
}
