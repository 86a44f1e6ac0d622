// A site edited in the back office of one instance reaches another instance at once through the
// bus, not when its cache would have expired: the test clock never moves, so only the bus can tell.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedBase } from '../../db/seed.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { createMailer } from '../../mail/mailer.ts';
import { testRedisUrl } from '../../realtime/test-client.ts';
import { TestClock } from '../../test/clock.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe.each(testDatabaseKinds)('a site edit across two instances on %s and one Redis', (kind) => {
  const clock = new TestClock();
  let database: TestDatabase;
  let second: Database;
  let a: AppInstance;
  let b: AppInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedBase(database.db);
    second =
      kind === 'postgres' ? await openDatabase({ url: database.url, schema: database.schema }) : database;
    const config = testConfig({ redisUrl: testRedisUrl, redisPrefix: `test-${randomUUID()}:` });
    const build = (db: Database) =>
      buildApp({ config, database: db, mailer: createMailer(config, db), now: clock.now });
    a = await build(database);
    b = await build(second);
    const admin = await buildUser(database.db, { role: 'admin' });
    token = await signIn(a, admin.username, DEFAULT_PASSWORD);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    if (second !== database) await second.close();
    await database.close();
  });

  const titleOn = async (app: AppInstance) =>
    (await app.inject({ method: 'GET', url: '/api/settings' })).json<{ settings: { site_title: string } }>()
      .settings.site_title;
  it('shows a new title on the other instance at once', async () => {
    const before = await titleOn(b);
    const saved = await call(
      a,
      'admin/saveSettings',
      { settings: { site_title: 'Renamed' } },
      { bearer: token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(before).not.toBe('Renamed');
    expect(await until(async () => (await titleOn(b)) === 'Renamed')).toBe(true);
  });
});
