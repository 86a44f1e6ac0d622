// The real server for the casino benchmarks, on the schema the benchmark prepared (players funded,
// launch tokens issued); the wallet's and the slots' HTTP calls are measured against it.
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { benchDatabaseUrl } from '../lib/bench-schema.ts';
import { announceServer } from '../lib/child-server.ts';

announceServer(
  await startServer({
    databaseUrl: benchDatabaseUrl(),
    schema: process.env.BENCH_SCHEMA,
    poolSize: Number(process.env.BENCH_POOL_SIZE),
  }),
);
