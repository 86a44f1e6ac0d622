// The real server for the placement benchmark, on the schema the benchmark prepared (catalogue
// priced, players signed in); the feed stays off so that prices hold still.
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
