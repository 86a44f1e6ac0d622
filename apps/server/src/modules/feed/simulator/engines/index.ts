// The live-play engine of each simulated sport, by sport id.
import type { ResumableEngine } from '../sport-engine.ts';
import { baseballEngine } from './baseball.ts';
import { basketballEngine } from './basketball.ts';
import { counterStrikeEngine, dotaEngine, leagueOfLegendsEngine } from './esports.ts';
import { footballEngine } from './football.ts';
import { handballEngine, iceHockeyEngine } from './goal-sports.ts';
import { tableTennisEngine, volleyballEngine } from './rally-sets.ts';
import { tennisEngine } from './tennis.ts';

const ENGINES: ReadonlyMap<number, ResumableEngine> = new Map<number, ResumableEngine>(
  [
    footballEngine,
    basketballEngine,
    baseballEngine,
    iceHockeyEngine,
    tennisEngine,
    handballEngine,
    tableTennisEngine,
    volleyballEngine,
    counterStrikeEngine,
    leagueOfLegendsEngine,
    dotaEngine,
  ].map((engine) => [engine.sportId, engine]),
);

/** Every sport the simulator plays. */
export const PLAYED_SPORT_IDS: readonly number[] = [...ENGINES.keys()];

/** The engine that plays matches of this sport; throws for a sport the simulator does not play. */
export function engineFor(sportId: number): ResumableEngine {
  const engine = ENGINES.get(sportId);
  if (!engine) throw new Error(`no live-play engine for sport ${sportId}`);
  return engine;
}
