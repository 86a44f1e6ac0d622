// The feed module's surface: the provider interface and starting the configured provider.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type Leadership, runAsLeader } from './leader.ts';
import type { FeedSink } from './provider.ts';
import { createSimulator } from './simulator/simulator.ts';

export { nextTurn } from './give-way.ts';
export type {
  FeedFixture,
  FeedMarket,
  FeedProvider,
  FeedReference,
  FeedResult,
  FeedSink,
} from './provider.ts';
// The simulated feed's statistics, match events and league tables, which the catalogue serves.
export { eventsSoFar } from './simulator/match-events.ts';
export { headToHead, leagueTable, teamForm } from './simulator/season-stats.ts';

const TICK_MS = 1000;

/** Starts the configured provider on whichever instance wins the feed's leadership; none when off. */
export function startFeed(deps: {
  config: Config;
  database: Database;
  sink: FeedSink;
  now: () => Date;
  onError: (error: unknown) => void;
}): Leadership | undefined {
  const { feed } = deps.config;
  if (feed.provider === 'off') return undefined;
  const simulator = createSimulator({
    seed: feed.seed,
    speed: feed.speed,
    margin: feed.margin,
    days: feed.days,
    now: deps.now,
    tickMs: TICK_MS,
    onError: deps.onError,
  });
  return runAsLeader(
    deps.database,
    { start: () => simulator.start(deps.sink), stop: () => simulator.stop() },
    deps.onError,
  );
}
