import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { seedBase } from '../db/seed.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { createMailer } from '../mail/mailer.ts';
import { TestClock } from './clock.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './databases.ts';

export type TestApp = {
  app: AppInstance;
  database: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
};

/** The real server on a fresh migrated database with the base seed (default site, reference data). */
export async function createTestApp(kind: TestDatabaseKind, config: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  await seedBase(database.db);
  const clock = new TestClock();
  const fullConfig = testConfig(config);
  const app = await buildApp({
    config: fullConfig,
    database,
    mailer: createMailer(fullConfig, database),
    now: clock.now,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A test app for the enclosing suite: started before its first test, closed after its last. */
export function useTestApp(kind: TestDatabaseKind, config: Partial<Config> = {}): TestApp {
  const shared = {} as TestApp;
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(kind, config);
    Object.assign(shared, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return shared;
}
