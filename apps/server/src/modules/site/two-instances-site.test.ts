import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/app-instance.ts';
import { TestClock } from '../../test/clock.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe.each(testDatabaseKinds)('a site edit across two instances on %s and one Redis', (kind) => {
  const clock = new TestClock();
  let instances: TwoInstances;
  let a: AppInstance;
  let b: AppInstance;
  let token: string;

  beforeAll(async () => {
    instances = await startTwoInstances(kind, clock);
    ({ a, b } = instances);
    const admin = await buildUser(instances.database.db, { role: 'admin' });
    token = await signIn(a, admin.username, DEFAULT_PASSWORD);
  });

  afterAll(() => instances.close());

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
