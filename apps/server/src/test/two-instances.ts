// Two instances of the server on one database and one Redis, as behind a load balancer: what one
// writes or publishes the other must see. Each group on a Redis channel namespace of its own.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedBase } from '../db/seed.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { createMailer } from '../mail/mailer.ts';
import { testRedisUrl } from '../realtime/test-client.ts';
import type { TestClock } from './clock.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases.ts';

export type TwoInstances = { database: TestDatabase; a: AppInstance; b: AppInstance; close(): Promise<void> };

export async function startTwoInstances(kind: TestDatabaseKind, clock: TestClock): Promise<TwoInstances> {
  const database = await createTestDatabase(kind);
  await seedBase(database.db);
  // The embedded database lives in one process: both instances use it; PostgreSQL gets a pool each.
  const second =
    kind === 'postgres' ? await openDatabase({ url: database.url, schema: database.schema }) : database;
  const config = testConfig({ redisUrl: testRedisUrl, redisPrefix: `test-${randomUUID()}:` });
  const build = (db: Database) =>
    buildApp({ config, database: db, mailer: createMailer(config, db), now: clock.now });
  const a = await build(database);
  const b = await build(second);
  return {
    database,
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      if (second !== database) await second.close();
      await database.close();
    },
  };
}
