import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { describe, expect, it } from 'vitest';
import type { SportEngine } from '../sport-engine.ts';
import { basketballEngine } from './basketball.ts';
import { CLOCK_STEP_SECONDS } from './clock-engine.ts';
import { handballEngine, iceHockeyEngine } from './goal-sports.ts';

const input = { seed: 'steps', homeRating: 70, awayRating: 66, tournamentId: 1 };

/** The over probability of each totals line, by line. */
const overs = (markets: MarketProbabilities[]): Map<string, number> =>
  new Map(markets.filter((m) => m.oddsType === 18).map((m) => [m.special, m.outcomes[0]?.probability ?? 0]));

const ENGINES: [string, SportEngine][] = [
  ['basketball', basketballEngine],
  ['ice hockey', iceHockeyEngine],
  ['handball', handballEngine],
];

describe.each(ENGINES)('the %s clock', (_name, engine) => {
  const plan = engine.plan(input);

  it(`moves in ${CLOCK_STEP_SECONDS}-second steps and prices the end of a minute with less time left than its start`, () => {
    const early = engine.stateAt(plan, 5 * 60 + 1);
    const late = engine.stateAt(plan, 5 * 60 + 59);
    expect([early.clock.minute, late.clock.minute]).toEqual([6, 6]);
    expect([early.clock.second, late.clock.second]).toEqual([0, 60 - CLOCK_STEP_SECONDS]);
    // The same score late in the minute: less time is left for the rest of the points.
    const lateSameScore = { ...early, clock: late.clock };
    const before = overs(engine.marketsAt(plan, early));
    const after = overs(engine.marketsAt(plan, lateSameScore));
    const common = [...before.keys()].filter((line) => after.has(line));
    expect(common.length).toBeGreaterThan(0);
    for (const line of common) expect(after.get(line)).toBeLessThan(before.get(line) ?? 0);
  });
});
