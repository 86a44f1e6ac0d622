// The real server with the built web app and the demo data, for the browser benches; prints {"port": N}.
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedBase, seedDemo } from '../../apps/server/src/db/seed.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await migrate(database);
await seedBase(database.db);
await seedDemo(database.db);
const config = testConfig();
const app = await buildApp({
  config,
  database,
  mailer: createMailer(config, database),
  now: () => new Date(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
