import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTemplateCopy } from './template-database.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = Database & { url: string | undefined; schema: string | undefined };

/** A migrated, empty database of its own: a PGlite copy of the migrated template, or a fresh schema on the PostgreSQL server. */
export async function createTestDatabase(kind: TestDatabaseKind, poolSize?: number): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openTemplateCopy();
    return { ...database, url: undefined, schema: undefined };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ url, schema, poolSize });
  await migrate(database);
  return {
    ...database,
    url,
    schema,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** A test database for the enclosing suite: created before its first test, dropped after its last. */
export function useTestDatabase(kind: TestDatabaseKind, poolSize?: number): TestDatabase {
  const shared = {} as TestDatabase;
  let created: TestDatabase | undefined;
  beforeAll(async () => {
    created = await createTestDatabase(kind, poolSize);
    Object.assign(shared, created);
  });
  afterAll(async () => {
    await created?.close();
  });
  return shared;
}
