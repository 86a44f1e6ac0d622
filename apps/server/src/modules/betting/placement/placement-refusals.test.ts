import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { describe, expect, it } from 'vitest';
import {
  couponRequest,
  fundedPlayer,
  moveOdds,
  openOutcome,
  openOutcomes,
  placeTestCoupon,
  playMatch,
  stopBetting,
  suspendMarket,
} from '../../../test/betting.ts';
import { useBettingApp } from '../../../test/betting-app.ts';
import { couponCount, creditOf } from '../../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { sql } from '../../../test/sql.ts';

describe.each(testDatabaseKinds)('coupons refused at placement on %s', (kind) => {
  const t = useBettingApp(kind);

  /** Sends the coupon in English; expects a refusal that wrote nothing and took no credit. */
  async function refused(sid: string, userId: number, body: Record<string, unknown>) {
    const before = await creditOf(t, userId);
    const res = await placeTestCoupon(t, sid, { ...body, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const answer: CreateCouponResponse = res.json();
    expect(answer.status).toBe(false);
    expect(await creditOf(t, userId)).toBe(before);
    expect(await couponCount(t, userId)).toBe(0);
    return answer;
  }

  it('answers login false to a caller without a session', async () => {
    const { tip } = openOutcome(t);
    const res = await call(t.app, 'createCoupon', { ...couponRequest([tip], 1), lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: false, login: false, msg: 'Please log in and try again' });
    const hold = await call(t.app, 'couponHold', { ticketId: 'ABCDEFGHJK', lang: 'en' });
    expect(hold.json()).toEqual({ status: false, login: false, msg: 'Please log in and try again' });
  });

  it('refuses the coupon that would pass the player’s own loss limit, to the kuruş', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    await sql(t, "insert into player_limits (user_id, kind, value) values ($1, 'loss_day', 1000)", [user.id]);
    const { tip } = openOutcome(t);
    const over = await refused(sid, user.id, couponRequest([tip], 10.01));
    expect(over.msg).toMatch(
      /^This stake would pass your loss limit: you may stake at most TRY\s10\.00 more/,
    );
    const placed = await placeTestCoupon(t, sid, { ...couponRequest([tip], 10), lang: 'en' });
    expect(placed.json()).toMatchObject({ status: true });
    const another = await placeTestCoupon(t, sid, { ...couponRequest([tip], 1), lang: 'en' });
    expect(another.json()).toMatchObject({ status: false, msg: 'You have reached your loss limit' });
  });

  it('refuses a payload it cannot read with a translated 400', async () => {
    const { sid } = await fundedPlayer(t, 10_00);
    const { tip } = openOutcome(t);
    const empty = await placeTestCoupon(t, sid, { ...couponRequest([tip], 1), tips: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: false, key: 'invalidInput' });
    const twice = await placeTestCoupon(t, sid, { ...couponRequest([tip, tip], 1) });
    expect(twice.statusCode).toBe(400);
    const badAmount = await placeTestCoupon(t, sid, { ...couponRequest([tip], 1), ticketStake: 1.234 });
    expect(badAmount.json()).toMatchObject({ status: false, key: 'amountInvalid' });
  });

  it('refuses moved odds unless changes are allowed, then takes the current odds', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const { tip, outcome } = openOutcome(t);
    const seen = { ...tip, odd: tip.odd + 0.25 };
    const answer = await refused(sid, user.id, couponRequest([seen], 5));
    expect(answer.msg).toBe('Some odds have changed, please check your coupon');
    expect(answer.changed).toEqual([
      {
        matchId: tip.matchId,
        oddsType: tip.oddsType,
        special: tip.special,
        outcomeId: tip.outcomeId,
        odd: tip.odd,
        available: 1,
      },
    ]);

    const accepted: CreateCouponResponse = (
      await placeTestCoupon(t, sid, couponRequest([seen], 5, { oddChangeOk: 1 }))
    ).json();
    expect(accepted.status).toBe(true);
    const [pick] = await sql<{ odds: number }>(t, 'select odds from coupon_picks where coupon_id = $1', [
      accepted.couponId,
    ]);
    expect(pick?.odds).toBe(outcome.odds);
  });

  it('refuses a suspended market, a stopped match and a moved price the feed just sent', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const { tip } = openOutcome(t);
    await suspendMarket(t, tip);
    const suspended = await refused(sid, user.id, couponRequest([tip], 5));
    expect(suspended.couponErrors).toEqual([
      { mid: tip.matchId, key: 'noSelectSoTips', msg: 'This selection cannot be added to your coupon' },
    ]);
    expect(suspended.changed).toEqual([
      expect.objectContaining({ outcomeId: tip.outcomeId, odd: 0, available: 0 }),
    ]);
    await suspendMarket(t, tip, false);

    await stopBetting(t, tip.matchId);
    const stopped = await refused(sid, user.id, couponRequest([tip], 5, { oddChangeOk: 1 }));
    expect(stopped.msg).toBe('Betting on this match is temporarily closed');
    await stopBetting(t, tip.matchId, false);

    const lower = Math.round(tip.odd * 1000) - 50;
    await moveOdds(t, tip, lower);
    const moved = await refused(sid, user.id, couponRequest([tip], 5));
    expect(moved.changed).toEqual([expect.objectContaining({ odd: lower / 1000, available: 1 })]);
  });

  it('refuses a prematch tip once its match has kicked off, and a live tip on a match not in play', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const [started, upcoming] = openOutcomes(t, 2);
    await playMatch(t, started!.match.id);
    const answer = await refused(sid, user.id, couponRequest([started!.tip], 5));
    expect(answer.couponErrors).toEqual([
      {
        mid: started!.match.id,
        key: 'matchAlreadyStarted',
        msg: 'This match has already started, so the selection cannot be accepted',
      },
    ]);
    const notLive = await refused(sid, user.id, couponRequest([{ ...upcoming!.tip, ttype: 'L' }], 5));
    expect(notLive.msg).toBe('Betting on this match is temporarily closed');
  });

  it("refuses a stake above the player's maximum rather than lowering it", async () => {
    const { user, sid } = await fundedPlayer(t, 500_00, { limits: { single: { maxStake: 20_00 } } });
    const { tip } = openOutcome(t);
    const answer = await refused(sid, user.id, couponRequest([tip], 25));
    expect(answer.msg).toBe('The maximum stake is TRY\u00a020.00');
    expect((await placeTestCoupon(t, sid, couponRequest([tip], 20))).json()).toMatchObject({ status: true });
  });

  it('refuses odds under the minimum odds limit and a stake below the minimum', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00, {
      limits: { minOddsCoupon: { limit: 50_000 }, single: { minStake: 2_00 } },
    });
    const { tip } = openOutcome(t);
    const low = await refused(sid, user.id, couponRequest([tip], 5));
    expect(low.msg).toBe('min limit: 50.00');
    expect(low.couponErrors).toEqual([
      { mid: tip.matchId, key: 'minOddsLimit', params: { amount: '50.00' }, msg: 'min limit: 50.00' },
    ]);
    const { sid: other, user: otherUser } = await fundedPlayer(t, 50_00, {
      limits: { single: { minStake: 2_00 } },
    });
    const small = await refused(other, otherUser.id, couponRequest([tip], 1));
    expect(small.msg).toBe('The minimum stake is TRY\u00a02.00');
  });

  it('refuses a system coupon to a player whose system bets are closed', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00, { limits: { system: { status: 0 } } });
    const tips = openOutcomes(t, 3).map((o) => o.tip);
    const answer = await refused(sid, user.id, couponRequest(tips, 1, { systemTickets: [2] }));
    expect(answer.msg).toBe('System bets are not open to your account');
  });

  it('refuses a coupon whose stated type, combinations or stake differ from the rules', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const tips = openOutcomes(t, 3).map((o) => o.tip);
    const system = couponRequest(tips, 1, { systemTickets: [2] });
    const mismatch = 'Your coupon no longer matches its selections or stake, please check it and try again';
    expect((await refused(sid, user.id, { ...system, combins: 2 })).msg).toBe(mismatch);
    expect((await refused(sid, user.id, { ...system, ticketType: 'KK', couponType: 0 })).msg).toBe(mismatch);
    expect((await refused(sid, user.id, { ...system, totalStake: 1 })).msg).toBe(mismatch);
  });

  it('refuses a coupon costing more than the credit', async () => {
    const { user, sid } = await fundedPlayer(t, 3_00);
    const { tip } = openOutcome(t);
    const answer = await refused(sid, user.id, couponRequest([tip], 5));
    expect(answer.msg).toBe('You do not have enough credit for this');
  });
});
