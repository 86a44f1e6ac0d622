import { randomUUID } from 'node:crypto';
import type { CreateCouponResponse } from '@bet/domain/api/betting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedBase } from '../../db/seed.ts';
import { createMailer } from '../../mail/mailer.ts';
import { testRedisUrl } from '../../realtime/test-client.ts';
import {
  couponRequest,
  fundedPlayer,
  type OpenOutcome,
  openOutcomes,
  placeTestCoupon,
  playMatch,
  stopBetting,
} from '../../test/betting.ts';
import { TestClock } from '../../test/clock.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { sql } from '../../test/sql.ts';
import type { TestApp } from '../../test/test-app.ts';
import { getBalance } from '../wallet/index.ts';
import { expectLedgerSound } from '../wallet/test-support.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

// The default site's bet delay, and how long an instance leaves another's hold to it.
const DELAY_MS = 5_000;
const GRACE_MS = 3_000;

describe.each(testDatabaseKinds)('live holds when the instance that took them stops, on %s', (kind) => {
  const clock = new TestClock();
  let database: TestDatabase;
  let second: Database;
  /** Takes the coupons, then stops. */
  let taker: TestApp;
  /** Leads the feed and is left to decide. */
  let survivor: TestApp;
  let live: OpenOutcome[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedBase(database.db);
    second =
      kind === 'postgres' ? await openDatabase({ url: database.url, schema: database.schema }) : database;
    const config = testConfig({ redisUrl: testRedisUrl, redisPrefix: `test-${randomUUID()}:` });
    const start = async (db: Database): Promise<TestApp> => {
      const app = await buildApp({ config, database: db, mailer: createMailer(config, db), now: clock.now });
      return { app, database, clock, close: () => app.close() };
    };
    taker = await start(database);
    survivor = await start(second);
    await startTestSimulator(survivor.app.catalog.sink, clock.now);
    await survivor.app.catalog.reload();
    await taker.app.catalog.reload();
    for (const { match } of openOutcomes(survivor, 2)) await playMatch(survivor, match.id, 30);
    live = openOutcomes(survivor, 2, { live: true });
    const seenLive = () => live.every((o) => taker.app.catalog.store.get(o.match.id)?.state.status === '1p');
    expect(await until(seenLive)).toBe(true);
  });

  let takerRunning = true;
  const stopTaker = async () => {
    if (takerRunning) await taker.close();
    takerRunning = false;
  };

  afterAll(async () => {
    await survivor.close();
    await stopTaker();
    if (second !== database) await second.close();
    await database.close();
  });

  it('decides them from the other instance after a grace: accepted, or released on a stop it heard', async () => {
    const { user, sid } = await fundedPlayer(taker, 100_00);
    const place = async (which: OpenOutcome): Promise<CreateCouponResponse> =>
      (await placeTestCoupon(taker, sid, couponRequest([which.tip], 10))).json();
    const quiet = await place(live[0]!);
    const stopped = await place(live[1]!);
    expect([quiet.sleeping, stopped.sleeping]).toEqual([DELAY_MS / 1000, DELAY_MS / 1000]);
    expect(await getBalance(database.db, user.id, 'TRY')).toBe(80_00);

    await stopBetting(survivor, live[1]!.match.id);
    await stopBetting(survivor, live[1]!.match.id, false);
    await taker.app.close();

    const phases = () =>
      sql<{ id: number; phase: string }>(
        survivor,
        'select id, phase from coupons where user_id = $1 order by id',
        [user.id],
      );
    clock.advance(DELAY_MS);
    await survivor.app.liveHolds.sweep();
    expect((await phases()).map((c) => c.phase)).toEqual(['held', 'held']);
    clock.advance(GRACE_MS);
    await survivor.app.liveHolds.sweep();
    expect(await phases()).toEqual([
      { id: quiet.couponId, phase: 'accepted' },
      { id: stopped.couponId, phase: 'released' },
    ]);
    expect(await getBalance(database.db, user.id, 'TRY')).toBe(90_00);
    await expectLedgerSound(database.db);
  });
});
