import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createRealtime, type Realtime } from './index.ts';
import { testRedisUrl } from './test-client.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

/** An instance of the deployment on this database, configured as an operator would: no prefix set. */
const instance = (databaseUrl: string) =>
  createRealtime(loadConfig({ DATABASE_URL: databaseUrl, REDIS_URL: testRedisUrl, LOG_LEVEL: 'silent' }));

describe('deployments sharing one Redis with the default prefix', () => {
  const open: Realtime[] = [];
  afterAll(async () => {
    await Promise.all(open.map((r) => r.close()));
  });

  it('hear only the instances on their own database', async () => {
    const site = (name: string) => `postgres://bet@db.example:5432/${name}-${process.pid}-${Date.now()}`;
    const [siteA, siteB] = [site('a'), site('b')];
    // The second instance of A signs in with another password: still the same deployment.
    const a1 = await instance(siteA);
    const a2 = await instance(siteA.replace('bet@', 'bet:rotated@'));
    const b1 = await instance(siteB);
    const b2 = await instance(siteB);
    open.push(a1, a2, b1, b2);
    const heard = new Map<Realtime, unknown[]>();
    for (const r of open) {
      heard.set(r, []);
      r.bus.subscribe('odds', (m) => heard.get(r)?.push(m));
    }

    a1.bus.publish('odds', 'from A');
    expect(await until(() => heard.get(a2)?.includes('from A') === true)).toBe(true);
    // Redis delivered A's message to every matching subscriber before B's below: once B's second
    // instance has B's, it would have had A's.
    b1.bus.publish('odds', 'from B');
    expect(await until(() => heard.get(b2)?.includes('from B') === true)).toBe(true);
    expect(heard.get(a2)).toEqual(['from A']);
    expect(heard.get(b2)).toEqual(['from B']);
  });
});
