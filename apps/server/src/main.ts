import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_LOGINS, seedBase, seedDemo } from './db/seed.ts';
import { createMailer } from './mail/mailer.ts';
import { seedDemoBanners } from './modules/content/index.ts';
import { withSecretsKey } from './secrets-key.ts';

const config = await withSecretsKey(loadConfig());
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await migrate(database);
await seedBase(database.db);
if (config.seedDemo) {
  await seedDemo(database.db);
  await seedDemoBanners(database.db, config.media);
}

const app = await buildApp({
  config,
  database,
  mailer: createMailer(config, database),
  now: () => new Date(),
});
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const logins = config.seedDemo
  ? DEMO_LOGINS.map((l) => `  ${l.role.padEnd(10)} ${l.username} / ${l.password}`)
  : [];
console.log(
  [
    '',
    `Site:        http://localhost:${config.port}/`,
    `Back office: http://localhost:${config.port}/admin/`,
    `API docs:    http://localhost:${config.port}/api/docs`,
    `Database:    ${where}`,
    ...(logins.length ? ['Demo logins:', ...logins] : []),
    '',
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
