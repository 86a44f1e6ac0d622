// A server for the HTTP benchmark: `app` is the real server with demo data, `bare` a bare Fastify route.
import Fastify from 'fastify';
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { announceServer } from '../lib/child-server.ts';

const mode = process.argv[2];

async function startBare() {
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ status: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => app.close() };
}

announceServer(
  mode === 'bare'
    ? await startBare()
    : await startServer({
        databaseUrl: process.env.BENCH_DATABASE_URL,
        // The benchmark signs in far more often than a person could; lift the per-IP limit for it.
        config: { rateLimits: { loginPerMinute: 1_000_000, registerPer10Minutes: 5 } },
      }),
);
