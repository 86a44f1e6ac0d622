// The real server on a port of its own, for the browser journeys (e2e/) and the benchmarks (bench/).
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedBase, seedDemo } from '../db/seed.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { createMailer } from '../mail/mailer.ts';
import { openTemplateCopy } from './template-database.ts';

export type StartServerOptions = {
  /** A PostgreSQL URL; without one, a PGlite copy of the migrated template. */
  databaseUrl?: string | undefined;
  /** The PostgreSQL schema to work in (created by the caller); the connection's default otherwise. */
  schema?: string | undefined;
  /** Connections in the PostgreSQL pool; the database client's default otherwise. */
  poolSize?: number | undefined;
  /** Merged over the test configuration (quiet, no demo seeding by the app itself). */
  config?: Partial<Config>;
};

export type StartedServer = {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  database: Database;
  app: AppInstance;
  close(): Promise<void>;
};

/** Opens and migrates the database, seeds the base and demo data, and listens on 127.0.0.1 on a free port. */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const database = options.databaseUrl
    ? await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: options.poolSize })
    : await openTemplateCopy();
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config, database),
    now: () => new Date(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server is not listening on a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    database,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
