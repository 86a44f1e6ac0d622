// Faults the server lives through: Redis stopping and coming back, database sessions ending.
import { randomUUID } from 'node:crypto';
import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Config, testConfig } from './config.ts';
import type { AppInstance } from './http/app-instance.ts';
import { createMailer } from './mail/mailer.ts';
import { couponRequest, fundedPlayer, moveOdds, openOutcome, placeTestCoupon } from './test/betting.ts';
import { testDatabaseKinds } from './test/databases.ts';
import { startTestSimulator } from './test/feed.ts';
import { call } from './test/http.ts';
import { endServerSessions } from './test/pg-sessions.ts';
import { startOwnedRedis } from './test/redis-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const until = async (check: () => boolean | Promise<boolean>, tries = 400) => {
  for (let i = 0; i < tries && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

const LOGINS_PER_MINUTE = 3;

describe('while Redis is away', () => {
  let redis: Awaited<ReturnType<typeof startOwnedRedis>>;
  let config: Partial<Config>;
  let t: TestApp;
  /** A second instance on the same database and Redis, hearing the first's live events. */
  let other: AppInstance;

  beforeAll(async () => {
    redis = await startOwnedRedis();
    config = {
      redisUrl: redis.url,
      redisPrefix: `test-${randomUUID()}:`,
      rateLimits: { loginPerMinute: LOGINS_PER_MINUTE, registerPer10Minutes: 5 },
    };
    t = await createTestApp('pglite', config);
    const otherConfig = testConfig(config);
    other = await buildApp({
      config: otherConfig,
      database: t.database,
      mailer: createMailer(otherConfig, t.database),
      now: t.clock.now,
    });
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    await other.catalog.reload();
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
    await redis?.close();
  });

  it('signs in and takes coupons with limits counted in memory, and live events resume when it returns', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const pick = openOutcome(t);
    const login = async (app: AppInstance, ip: string) =>
      (await call(app, 'login', { userName: user.username, password: user.password }, { ip })).statusCode;
    // With Redis, both instances count together.
    const shared = [];
    for (const app of [t.app, other, t.app, other]) shared.push(await login(app, '10.9.0.1'));
    expect(shared).toEqual([200, 200, 200, 429]);
    // Counted per route and address, under the deployment's prefix (the other one is the sign-in above).
    const keys = new Redis(redis.url);
    const counted = await keys.keys(`${config.redisPrefix}*`);
    expect(counted).toContain(`${config.redisPrefix}rate:POST/api/login-10.9.0.1`);
    expect(counted.every((key) => key.startsWith(`${config.redisPrefix}rate:POST/api/login-`))).toBe(true);
    keys.disconnect();

    await redis.stop();

    const logins = [];
    for (let i = 0; i <= LOGINS_PER_MINUTE; i++) logins.push(await login(t.app, '10.9.0.2'));
    // Still limited, by this instance alone.
    expect(logins).toEqual([200, 200, 200, 429]);

    const placed = await placeTestCoupon(t, sid, couponRequest([pick.tip], 5));
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as CreateCouponResponse).status).toBe(true);

    await redis.start();
    // Heard again once the other instance's subscription is back: prices moved from then on reach it.
    const oddsAt = (app: AppInstance) =>
      app.catalog.store
        .get(pick.match.id)
        ?.markets.find((m) => m.oddsType === pick.market.oddsType && m.special === pick.market.special)
        ?.outcomes.find((o) => o.outcomeId === pick.outcome.outcomeId)?.odds;
    let odds = pick.outcome.odds;
    const move = async () => {
      odds += 10;
      await moveOdds(t, pick.tip, odds);
      return until(() => oddsAt(other) === odds);
    };
    let moves = 0;
    while (!(await move()) && moves < 3) moves += 1;
    // And the next one by the bus alone (a reload on reconnecting would have come once).
    expect(await move()).toBe(true);
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'when %s ends every session of the server',
  (kind) => {
    let t: TestApp;
    afterAll(async () => {
      await t?.close();
    });

    it('keeps answering, and its feed leads again and moves on', { timeout: 180_000 }, async () => {
      // The app's own feed, a day of the whole simulated world, led through the database.
      t = await createTestApp(kind, {
        feed: { provider: 'simulator', seed: 'outage', speed: 1, margin: 0.07, days: 1 },
      });
      const long = (check: () => boolean | Promise<boolean>) => until(check, 4_800);
      const football = () =>
        [...t.app.catalog.store.matches.values()]
          .filter((m) => m.sportId === 1 && m.state.status === 'not_started')
          .sort((a, b) => a.startsAt - b.startsAt);
      expect(await long(() => football().length > 0)).toBe(true);
      const { user } = await fundedPlayer(t, 0);

      expect(await endServerSessions(t.database.url as string, t.database.schema as string)).toBeGreaterThan(
        0,
      );

      // Still up: its pool opens new sessions, and signing in works.
      const healthy = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200;
      expect(await until(healthy)).toBe(true);
      const login = await call(t.app, 'login', { userName: user.username, password: user.password });
      expect(login.statusCode).toBe(200);
      // The feed is led again: a match kicking off now is played (written and published) by it.
      const next = football()[0];
      if (!next) throw new Error('no football match to come');
      t.clock.advance(next.startsAt + 5 * 60_000 - t.clock.now().getTime());
      expect(await long(() => t.app.catalog.store.get(next.id)?.state.status === '1p')).toBe(true);
    });
  },
);
