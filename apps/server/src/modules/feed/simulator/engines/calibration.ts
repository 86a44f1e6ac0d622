// Shared by the engines' calibration tests: a model prices what its engine plays when, over many
// seeded matches, its mean probability of each outcome is the engine's frequency of it, within a
// few standard errors.
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { expect } from 'vitest';
import type { FeedResult } from '../../provider.ts';
import { createRandom } from '../random.ts';
import type { ResumableEngine } from '../sport-engine.ts';

/** How many standard errors a model may be off before it is called wrong. */
const TOLERANCE = 3;

/** A match as the engine plans it from its seed, with how it ends. */
export type CalibrationMatch<P> = { seed: string; plan: P; result: FeedResult };

/** `count` matches between sides of ratings drawn from 30 to 90, each from a seed of its own. */
export function seededMatches<P>(engine: ResumableEngine<P>, count: number): CalibrationMatch<P>[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = `calibration:${i}`;
    const random = createRandom(seed);
    const plan = engine.plan({
      seed,
      homeRating: random.int(30, 90),
      awayRating: random.int(30, 90),
      tournamentId: 0,
    });
    return { seed, plan, result: engine.result(plan) };
  });
}

type Tally = { probability: number; won: number; variance: number };

/** One outcome of one market checked at a moment of each match, and when it wins. */
export type Check = {
  name: string;
  oddsType: number;
  special: string;
  outcomeId: string;
  won: (result: FeedResult) => boolean;
};

/** Model probability against the engine's result, summed per check over every match. */
export function calibrate<M extends { result: FeedResult }>(
  matches: readonly M[],
  checks: readonly Check[],
  priced: (match: M) => MarketProbabilities[] | null,
): Map<string, Tally> {
  const tallies = new Map(checks.map((c) => [c.name, { probability: 0, won: 0, variance: 0 }]));
  for (const match of matches) {
    const markets = priced(match);
    if (!markets) continue;
    for (const check of checks) {
      const market = markets.find((m) => m.oddsType === check.oddsType && m.special === check.special);
      const p = market?.outcomes.find((o) => o.outcomeId === check.outcomeId)?.probability;
      const tally = tallies.get(check.name);
      if (p === undefined || !tally) continue;
      tally.probability += p;
      tally.won += check.won(match.result) ? 1 : 0;
      tally.variance += p * (1 - p);
    }
  }
  return tallies;
}

export function expectCalibrated(tallies: Map<string, Tally>): void {
  for (const [name, t] of tallies) {
    expect(t.variance, name).toBeGreaterThan(100);
    const z = (t.won - t.probability) / Math.sqrt(t.variance);
    expect(Math.abs(z), `${name}: model ${t.probability.toFixed(0)}, engine ${t.won}`).toBeLessThan(
      TOLERANCE,
    );
  }
}
