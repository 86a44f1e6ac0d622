// The real server with the built web app and the demo data, for the browser benches; prints {"port": N}.
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { announceServer } from '../lib/child-server.ts';

announceServer(await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL }));
