import { beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedInUser,
  signedInUser,
  type UserCoupon,
  upcomingFootball,
  useBettingApp,
  writeCoupon,
} from '../../../test/betting-app.ts';
import { couponById, couponTransactions, creditOf } from '../../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { currentPick } from '../test-coupons.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('cancelling a coupon on %s', (kind) => {
  const t = useBettingApp(kind);
  let upcoming: CatalogMatch[] = [];
  let player: SignedInUser;
  let requests = 0;

  beforeAll(async () => {
    upcoming = upcomingFootball(t, 6 * 60 * MINUTE);
    player = await signedInUser(t, 1_000_00);
  });

  const place = (spec: Omit<UserCoupon, 'ticketStake'>) =>
    writeCoupon(t, player.id, { ticketStake: 15_00, ...spec });
  const cancel = (ticketId: string, reqId = `cancel-request-${++requests}`) =>
    call(t.app, 'couponCanceled', { reqId, ticketId }, player);
  const credit = () => creditOf(t, player.id);
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
    expect(await couponById(t, coupon.id)).toMatchObject({ status: -2, paid: true, income: 15_00 });
    expect(await couponTransactions(t, 'coupon_refund', coupon.id)).toBe(1);
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
      expect(await couponById(t, c.id)).toMatchObject({ status: 0, paid: false });
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
    const other = await signedInUser(t, 100_00);
    const theirs = await writeCoupon(t, other.id, {
      picks: [currentPick(match(upcoming.length - 1))],
      ticketStake: 5_00,
    });
    const res = await cancel(theirs.ticketId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'couponNotFound' });
    expect(await couponById(t, theirs.id)).toMatchObject({ status: 0 });
  });
});
