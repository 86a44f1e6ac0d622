import { randomUUID } from 'node:crypto';
import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { seedBase } from '../../../db/seed.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { testRedisUrl } from '../../../realtime/test-client.ts';
import {
  couponRequest,
  currentTip,
  fundedPlayer,
  moveOdds,
  type OpenOutcome,
  openOutcomes,
  placeTestCoupon,
  playMatch,
  stopBetting,
} from '../../../test/betting.ts';
import { couponTransactions, creditOf } from '../../../test/betting-checks.ts';
import { dropSubscription } from '../../../test/bus.ts';
import { TestClock } from '../../../test/clock.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { call } from '../../../test/http.ts';
import { sql } from '../../../test/sql.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { expectLedgerSound } from '../../wallet/test-support.ts';

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
  let start: (db: Database) => Promise<TestApp>;
  /** Leads the feed and is left to decide. */
  let survivor: TestApp;
  let live: OpenOutcome[];
  const running = new Set<TestApp>();
  const stop = async (instance: TestApp) => {
    if (running.delete(instance)) await instance.close();
  };

  /** An instance that takes coupons (then stops), once it sees the matches live. */
  async function startTaker(): Promise<TestApp> {
    const taker = await start(database);
    const seenLive = () => live.every((o) => taker.app.catalog.store.get(o.match.id)?.state.status === '1p');
    expect(await until(seenLive)).toBe(true);
    return taker;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedBase(database.db);
    second =
      kind === 'postgres' ? await openDatabase({ url: database.url, schema: database.schema }) : database;
    const config = testConfig({ redisUrl: testRedisUrl, redisPrefix: `test-${randomUUID()}:` });
    start = async (db) => {
      const app = await buildApp({ config, database: db, mailer: createMailer(config, db), now: clock.now });
      const instance = { app, database, clock, close: () => app.close() };
      running.add(instance);
      return instance;
    };
    survivor = await start(second);
    await startTestSimulator(survivor.app.catalog.sink, clock.now);
    await survivor.app.catalog.reload();
    for (const { match } of openOutcomes(survivor, 6)) await playMatch(survivor, match.id, 30);
    live = openOutcomes(survivor, 6, { live: true });
    expect(live).toHaveLength(6);
  });

  afterAll(async () => {
    for (const instance of [...running]) await stop(instance);
    if (second !== database) await second.close();
    await database.close();
  });

  /** Places a live single of 10.00 on the outcome as the taker prices it now. */
  const place = async (taker: TestApp, sid: string, which: OpenOutcome): Promise<CreateCouponResponse> => {
    const placed: CreateCouponResponse = (
      await placeTestCoupon(taker, sid, couponRequest([currentTip(taker, which.tip)], 10))
    ).json();
    expect(placed.sleeping).toBe(DELAY_MS / 1000);
    return placed;
  };
  const phases = (userId: number) =>
    sql<{ id: number; phase: string }>(
      survivor,
      'select id, phase from coupons where user_id = $1 order by id',
      [userId],
    );
  const refunds = (couponId: number | undefined) => couponTransactions(survivor, 'coupon_refund', couponId);
  const askHold = async (on: TestApp, sid: string, ticketId: string | undefined) =>
    (
      await call(on.app, 'couponHold', { ticketId, lang: 'en' }, { cookie: sid })
    ).json() as CreateCouponResponse;
  const priceOf = (which: OpenOutcome) => Math.round(currentTip(survivor, which.tip).odd * 1000);
  const rejected = 'Your live bet was not accepted because the odds changed while it was waiting';

  it('decides them from the other instance after a grace: accepted, or released on a stop it heard', async () => {
    const taker = await startTaker();
    const { user, sid } = await fundedPlayer(taker, 100_00);
    const quiet = await place(taker, sid, live[0]!);
    const stopped = await place(taker, sid, live[1]!);
    expect(await creditOf(survivor, user.id)).toBe(80_00);

    await stopBetting(survivor, live[1]!.match.id);
    await stopBetting(survivor, live[1]!.match.id, false);
    await stop(taker);

    clock.advance(DELAY_MS);
    await survivor.app.liveHolds.sweep();
    expect((await phases(user.id)).map((c) => c.phase)).toEqual(['held', 'held']);
    clock.advance(GRACE_MS);
    await survivor.app.liveHolds.sweep();
    expect(await phases(user.id)).toEqual([
      { id: quiet.couponId, phase: 'accepted' },
      { id: stopped.couponId, phase: 'released' },
    ]);
    expect(await creditOf(survivor, user.id)).toBe(90_00);
    await expectLedgerSound(database.db);
  });

  it('releases a hold whose odd fell and came back while its writer was gone, and accepts one that held', async () => {
    const taker = await startTaker();
    const { user, sid } = await fundedPlayer(taker, 100_00);
    const fallen = await place(taker, sid, live[2]!);
    const held = await place(taker, sid, live[3]!);
    await stop(taker);

    // The other instance hears the fall and the return: the catalogue shows the price taken again.
    const taken = priceOf(live[2]!);
    await moveOdds(survivor, live[2]!.tip, taken - 50);
    await moveOdds(survivor, live[2]!.tip, taken);
    await moveOdds(survivor, live[3]!.tip, priceOf(live[3]!) + 30);
    clock.advance(DELAY_MS + GRACE_MS);
    await survivor.app.liveHolds.sweep();

    expect(await phases(user.id)).toEqual([
      { id: fallen.couponId, phase: 'released' },
      { id: held.couponId, phase: 'accepted' },
    ]);
    expect(await refunds(fallen.couponId)).toBe(1);
    expect(await refunds(held.couponId)).toBe(0);
    expect(await creditOf(survivor, user.id)).toBe(90_00);
    await expectLedgerSound(database.db);
    // Priced as taken again, the pick is still listed: it moved while the coupon waited.
    expect(await askHold(survivor, sid, fallen.ticketId)).toMatchObject({
      status: false,
      msg: rejected,
      credit: 90,
      changed: [
        expect.objectContaining({ outcomeId: live[2]!.tip.outcomeId, odd: taken / 1000, available: 1 }),
      ],
    });
  });

  it('releases a hold made before the deciding instance heard the bus again after losing it', async () => {
    const taker = await startTaker();
    const { user, sid } = await fundedPlayer(taker, 100_00);
    const before = await place(taker, sid, live[4]!);
    clock.advance(1_000);
    const { bus } = survivor.app.realtime;
    const heardAgain = new Promise<void>((resolve) => {
      const unhear = bus.onHearing((hearing) => {
        if (!hearing) return;
        unhear();
        resolve();
      });
    });
    await dropSubscription(bus);
    await heardAgain;
    const after = await place(taker, sid, live[5]!);
    await stop(taker);

    clock.advance(DELAY_MS + GRACE_MS);
    await survivor.app.liveHolds.sweep();
    // Nothing moved, but what the survivor missed while it could not hear is unknown.
    expect(await phases(user.id)).toEqual([
      { id: before.couponId, phase: 'released' },
      { id: after.couponId, phase: 'accepted' },
    ]);
    expect(await refunds(before.couponId)).toBe(1);
    expect(await creditOf(survivor, user.id)).toBe(90_00);
    await expectLedgerSound(database.db);
  });

  it('releases a hold made before any instance still running began listening', async () => {
    const taker = await startTaker();
    const { user, sid } = await fundedPlayer(taker, 100_00);
    const placed = await place(taker, sid, live[0]!);
    const taken = priceOf(live[0]!);
    await stop(taker);
    await stop(survivor);

    // Every instance stopped; one starts again while the hold waits.
    clock.advance(1_000);
    const restarted = await start(database);
    clock.advance(DELAY_MS + GRACE_MS);
    await restarted.app.liveHolds.sweep();
    expect(await phases(user.id)).toEqual([{ id: placed.couponId, phase: 'released' }]);
    expect(await refunds(placed.couponId)).toBe(1);
    expect(await creditOf(survivor, user.id)).toBe(100_00);
    await expectLedgerSound(database.db);
    // Nothing shows a change, so its picks are all listed as priced now, to be taken again.
    expect(await askHold(restarted, sid, placed.ticketId)).toMatchObject({
      status: false,
      msg: rejected,
      credit: 100,
      changed: [
        expect.objectContaining({ outcomeId: live[0]!.tip.outcomeId, odd: taken / 1000, available: 1 }),
      ],
    });
  });
});
