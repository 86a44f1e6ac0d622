import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponRequest,
  currentTip,
  fundedPlayer,
  moveOdds,
  type OpenOutcome,
  openOutcome,
  openOutcomes,
  placeTestCoupon,
  playMatch,
  suspendMarket,
} from '../../../test/betting.ts';
import { useBettingApp } from '../../../test/betting-app.ts';
import { couponTransactions, creditOf } from '../../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { setSiteSettings, sql } from '../../../test/sql.ts';

const DELAY_SECONDS = 5;

describe.each(testDatabaseKinds)('live coupons held for the bet delay on %s', (kind) => {
  const t = useBettingApp(kind);
  let live: OpenOutcome[];

  beforeAll(async () => {
    await setSiteSettings(t, { live_bet_delay_seconds: DELAY_SECONDS });
    for (const { match } of openOutcomes(t, 4)) await playMatch(t, match.id, 20);
    live = openOutcomes(t, 4, { live: true });
  });

  const couponState = async (couponId: number | undefined) => {
    const [row] = await sql<{ phase: string; status: number; hold_until: Date | null }>(
      t,
      'select phase, status, hold_until from coupons where id = $1',
      [couponId],
    );
    return row;
  };
  const hold = async (sid: string, ticketId: string | undefined): Promise<CreateCouponResponse> =>
    (await call(t.app, 'couponHold', { ticketId, lang: 'en' }, { cookie: sid })).json();
  const refunds = (couponId: number | undefined) => couponTransactions(t, 'coupon_refund', couponId);
  /** Places a live single of 10.00 on the outcome, as it is priced now. */
  async function placeHeld(sid: string, which: OpenOutcome): Promise<CreateCouponResponse> {
    const tip = currentTip(t, which.tip);
    const answer: CreateCouponResponse = (
      await placeTestCoupon(t, sid, { ...couponRequest([tip], 10), lang: 'en' })
    ).json();
    expect(answer).toMatchObject({ status: true, sleeping: DELAY_SECONDS });
    expect(answer.msg).toBe(`Please wait ${DELAY_SECONDS} seconds for your live bet to be confirmed`);
    return answer;
  }
  /** The coupon detail's held flag: the player sees a held coupon as not placed yet. */
  const heldFlag = async (sid: string, ticketId: string | undefined) =>
    (await call(t.app, 'couponDetail', { ticketId, archived: 0 }, { cookie: sid })).json().coupon.result.held;
  const priceOf = (which: OpenOutcome) => Math.round(currentTip(t, which.tip).odd * 1000);

  it('holds a live coupon with its stake taken, then accepts it once the delay is over', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[0]!);
    expect(await creditOf(t, user.id)).toBe(90_00);
    expect(await couponState(placed.couponId)).toMatchObject({ phase: 'held', status: 0 });
    expect(await heldFlag(sid, placed.ticketId)).toBe(1);
    const [pick] = await sql<{ taken_minute: string; taken_score: string; live: boolean }>(
      t,
      'select taken_minute, taken_score, live from coupon_picks where coupon_id = $1',
      [placed.couponId],
    );
    expect(pick).toEqual({ taken_minute: "20'", taken_score: '0:0', live: true });

    expect(await hold(sid, placed.ticketId)).toMatchObject({ status: true, sleeping: DELAY_SECONDS });
    t.clock.advance(2_000);
    expect(await hold(sid, placed.ticketId)).toMatchObject({ status: true, sleeping: 3 });
    t.clock.advance(3_000);
    expect(await hold(sid, placed.ticketId)).toMatchObject({
      status: true,
      msg: 'Congratulations! Your coupon has been placed.',
      ticketId: placed.ticketId,
      credit: 90,
    });
    expect(await couponState(placed.couponId)).toMatchObject({ phase: 'accepted', status: 0 });
    expect(await heldFlag(sid, placed.ticketId)).toBe(0);
    expect(await creditOf(t, user.id)).toBe(90_00);
  });

  it('releases and refunds a hold whose odd dropped during the wait, even if it came back', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[1]!);
    const { tip } = live[1]!;
    const taken = priceOf(live[1]!);
    await moveOdds(t, tip, taken - 40);
    await moveOdds(t, tip, taken + 40);
    t.clock.advance(DELAY_SECONDS * 1000);
    await t.app.liveHolds.sweep();
    expect(await couponState(placed.couponId)).toMatchObject({ phase: 'released', status: -2 });
    expect(await creditOf(t, user.id)).toBe(100_00);
    expect(await refunds(placed.couponId)).toBe(1);
    const answer = await hold(sid, placed.ticketId);
    expect(answer).toMatchObject({
      status: false,
      msg: 'Your live bet was not accepted because the odds changed while it was waiting',
      credit: 100,
    });
    expect(answer.changed).toEqual([
      expect.objectContaining({ outcomeId: tip.outcomeId, odd: (taken + 40) / 1000, available: 1 }),
    ]);
  });

  it('lists a pick that fell and came back to the odd taken, though nothing differs now', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[0]!);
    const { tip } = live[0]!;
    const taken = priceOf(live[0]!);
    await moveOdds(t, tip, taken - 40);
    await moveOdds(t, tip, taken);
    t.clock.advance(DELAY_SECONDS * 1000);
    await t.app.liveHolds.sweep();
    expect(await couponState(placed.couponId)).toMatchObject({ phase: 'released', status: -2 });
    expect(await refunds(placed.couponId)).toBe(1);
    expect(await creditOf(t, user.id)).toBe(100_00);
    expect(await hold(sid, placed.ticketId)).toMatchObject({
      status: false,
      msg: 'Your live bet was not accepted because the odds changed while it was waiting',
      changed: [expect.objectContaining({ outcomeId: tip.outcomeId, odd: taken / 1000, available: 1 })],
    });
  });

  it('releases a hold whose market was suspended meanwhile, deciding it once when asked and swept together', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[2]!);
    await suspendMarket(t, live[2]!.tip);
    await suspendMarket(t, live[2]!.tip, false);
    t.clock.advance(DELAY_SECONDS * 1000);
    const [asked] = await Promise.all([
      hold(sid, placed.ticketId),
      t.app.liveHolds.sweep(),
      t.app.liveHolds.sweep(),
    ]);
    expect(asked).toMatchObject({ status: false, ticketId: placed.ticketId });
    expect(await refunds(placed.couponId)).toBe(1);
    expect(await creditOf(t, user.id)).toBe(100_00);
  });

  it('accepts a hold on which odds only rose, deciding it once under racing deciders', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[3]!);
    await moveOdds(t, live[3]!.tip, priceOf(live[3]!) + 100);
    t.clock.advance(DELAY_SECONDS * 1000);
    const answers = await Promise.all([
      hold(sid, placed.ticketId),
      hold(sid, placed.ticketId),
      t.app.liveHolds.sweep(),
    ]);
    expect(answers.slice(0, 2)).toEqual([
      expect.objectContaining({ status: true, msg: 'Congratulations! Your coupon has been placed.' }),
      expect.objectContaining({ status: true, msg: 'Congratulations! Your coupon has been placed.' }),
    ]);
    expect(await couponState(placed.couponId)).toMatchObject({ phase: 'accepted' });
    expect(await creditOf(t, user.id)).toBe(90_00);
  });

  it("answers couponHold only for the player's own coupon", async () => {
    const { sid } = await fundedPlayer(t, 100_00);
    const placed = await placeHeld(sid, live[0]!);
    const { sid: stranger } = await fundedPlayer(t, 0);
    const res = await call(t.app, 'couponHold', { ticketId: placed.ticketId }, { cookie: stranger });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, key: 'couponNotFound' });
    t.clock.advance(DELAY_SECONDS * 1000);
    await t.app.liveHolds.sweep();
  });

  it('accepts a live coupon at once when the site has no bet delay', async () => {
    await setSiteSettings(t, { live_bet_delay_seconds: 0 });
    try {
      const { sid } = await fundedPlayer(t, 100_00);
      const { tip } = openOutcome(t, { live: true });
      const answer: CreateCouponResponse = (await placeTestCoupon(t, sid, couponRequest([tip], 10))).json();
      expect(answer.status).toBe(true);
      expect(answer.sleeping).toBeUndefined();
      expect(await couponState(answer.couponId)).toMatchObject({ phase: 'accepted', hold_until: null });
    } finally {
      await setSiteSettings(t, { live_bet_delay_seconds: DELAY_SECONDS });
    }
  });
});
