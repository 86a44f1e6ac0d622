import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { CatalogMatch } from '../catalog/index.ts';
import { getBalance } from '../wallet/index.ts';
import { expectLedgerSound } from '../wallet/test-support.ts';
import { coupons } from './schema.ts';
import { currentPick, footballAfter, placeTestCoupon, type TestCoupon } from './test-coupons.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('cancelling a coupon on %s', (kind) => {
  const t = useTestApp(kind);
  let upcoming: CatalogMatch[] = [];
  let player: { id: number; cookie: string };
  let requests = 0;

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    const later = t.clock.now().getTime() + 6 * 60 * MINUTE;
    upcoming = footballAfter(t.app.catalog.store, later);
    const user = await buildUser(t.database.db);
    await giveCredit(t.database.db, user.id, 1_000_00);
    player = { id: user.id, cookie: await signIn(t.app, user.username, user.password) };
  });
  afterEach(() => expectLedgerSound(t.database.db));

  const place = (spec: Omit<TestCoupon, 'userId' | 'ticketStake'>) =>
    placeTestCoupon(t.database.db, { userId: player.id, ticketStake: 15_00, ...spec }, t.clock.now());
  const cancel = (ticketId: string, reqId = `cancel-request-${++requests}`) =>
    call(t.app, 'couponCanceled', { reqId, ticketId }, player);
  const credit = () => getBalance(t.database.db, player.id, 'TRY');
  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const match = (i: number) => upcoming[i] as CatalogMatch;

  it('gives the stake back within the window, once however often it is asked', async () => {
    const coupon = await place({ picks: [currentPick(match(0)), currentPick(match(1))] });
    const before = await credit();
    t.clock.advance(9 * MINUTE);
    const res = await cancel(coupon.ticketId, 'cancel-once-request');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, credit: (before + 15_00) / 100 });
    expect((await cancel(coupon.ticketId, 'cancel-once-request')).json()).toEqual(res.json());
    expect(await credit()).toBe(before + 15_00);
    expect(await couponOf(coupon.id)).toMatchObject({ status: -2, paid: true, income: 15_00 });
    const refunds = rowsOf(
      await t.database.db.execute(
        sql`select id from ledger_transactions where kind = 'coupon_refund' and reference = ${`coupon:${coupon.id}`}`,
      ),
    );
    expect(refunds).toHaveLength(1);
    expect((await cancel(coupon.ticketId)).json()).toMatchObject({ key: 'cancelOnlyOpenCoupons' });
  });

  it('refuses after the cancellation window, a live coupon and a started match, changing nothing', async () => {
    const late = await place({ picks: [currentPick(match(2))] });
    const live = await place({ picks: [{ ...currentPick(match(3)), live: true }] });
    const before = await credit();
    const detail = (await call(t.app, 'couponDetail', { ticketId: live.ticketId }, player)).json();
    expect(detail.coupon.result.canceled).toBe(0);
    const liveRefusal = await cancel(live.ticketId);
    expect(liveRefusal.statusCode).toBe(409);
    expect(liveRefusal.json()).toMatchObject({ status: false, key: 'liveCouponCancelError' });

    t.clock.advance(10 * MINUTE);
    const expired = await cancel(late.ticketId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ status: false, key: 'couponCancelTimeError' });

    const first = match(4);
    const started = await place({
      picks: [currentPick(first)],
      createdAt: new Date(first.startsAt - 5 * MINUTE),
    });
    t.clock.advance(first.startsAt + MINUTE - t.clock.now().getTime());
    expect((await cancel(started.ticketId)).json()).toMatchObject({ key: 'cancelStartedError' });

    for (const c of [late, live, started])
      expect(await couponOf(c.id)).toMatchObject({ status: 0, paid: false });
    expect(await credit()).toBe(before - 15_00);
  });

  it("cancels on the spec's payload (ticketId only), once however often it is sent", async () => {
    const coupon = await place({ picks: [currentPick(match(upcoming.length - 2))] });
    const before = await credit();
    const res = await call(t.app, 'couponCanceled', { ticketId: coupon.ticketId }, player);
    expect(res.json()).toMatchObject({ status: true, credit: (before + 15_00) / 100 });
    expect((await call(t.app, 'couponCanceled', { ticketId: coupon.ticketId }, player)).json()).toEqual(
      res.json(),
    );
    expect(await credit()).toBe(before + 15_00);
    const short = await place({ picks: [currentPick(match(upcoming.length - 3))] });
    expect((await cancel(short.ticketId, '9')).json()).toMatchObject({ status: true });
  });

  it('does not cancel another player’s coupon', async () => {
    const other = await buildUser(t.database.db);
    await giveCredit(t.database.db, other.id, 100_00);
    const theirs = await placeTestCoupon(
      t.database.db,
      { userId: other.id, picks: [currentPick(match(upcoming.length - 1))], ticketStake: 5_00 },
      t.clock.now(),
    );
    const res = await cancel(theirs.ticketId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'couponNotFound' });
    expect(await couponOf(theirs.id)).toMatchObject({ status: 0 });
  });
});
