// An instance for the feed takeover benchmark: the real server with the simulator on, in the
// benchmark's PostgreSQL schema, sharing Redis with the other instance; without BENCH_URL, alone
// on a fresh embedded database.
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { announceServer } from '../lib/child-server.ts';

const env = process.env;
announceServer(
  await startServer({
    databaseUrl: env.BENCH_URL,
    schema: env.BENCH_SCHEMA,
    config: {
      redisUrl: env.BENCH_REDIS_URL,
      redisPrefix: env.BENCH_REDIS_PREFIX ?? 'bench-takeover:',
      feed: {
        provider: 'simulator',
        seed: 'bench',
        speed: 1,
        margin: 0.07,
        days: Number(env.BENCH_FEED_DAYS),
      },
    },
  }),
);
