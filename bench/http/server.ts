// A server for the HTTP benchmark: `app` is the real server with demo data, `bare` a bare Fastify route.
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedBase, seedDemo } from '../../apps/server/src/db/seed.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';

const mode = process.argv[2];

async function startApp() {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db);
  // The benchmark signs in far more often than a person could; lift the per-IP limit for it.
  const config = testConfig({ rateLimits: { loginPerMinute: 1_000_000, registerPer10Minutes: 5 } });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config, database),
    now: () => new Date(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function startBare() {
  const app = Fastify({ logger: false });
  app.post('/bare', async () => ({ status: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const app = mode === 'bare' ? await startBare() : await startApp();
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
