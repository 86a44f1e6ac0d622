import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { describe, expect, it } from 'vitest';
import {
  couponRequest,
  fundedPlayer,
  openOutcome,
  openOutcomes,
  placeTestCoupon,
} from '../../../test/betting.ts';
import { useBettingApp } from '../../../test/betting-app.ts';
import { creditOf } from '../../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { sql } from '../../../test/sql.ts';

type CouponRow = {
  ticket_type: string;
  phase: string;
  combinations: number;
  ticket_stake: string;
  total_stake: string;
  system_sizes: number[];
  is_live: boolean;
  total_odds: number;
};

describe.each(testDatabaseKinds)('placing coupons on %s', (kind) => {
  const t = useBettingApp(kind);

  const couponRow = async (couponId: number | undefined) => {
    const [row] = await sql<CouponRow>(
      t,
      `select ticket_type, phase, combinations, ticket_stake::text, total_stake::text, system_sizes,
              is_live, total_odds
       from coupons where id = $1`,
      [couponId],
    );
    return row;
  };

  it('places a single: the stake leaves the credit, the coupon and its pick are written', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const { tip, outcome } = openOutcome(t);
    const res = await placeTestCoupon(t, sid, couponRequest([tip], 12.5));
    expect(res.statusCode).toBe(200);
    const body: CreateCouponResponse = res.json();
    expect(body).toMatchObject({ status: true, msg: 'Tebrikler! Kupon Başarılı Bir Şekilde Oluşturuldu.' });
    expect(body.ticketId).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(body.credit).toBe(87.5);
    expect(await creditOf(t, user.id)).toBe(87_50);
    expect(await couponRow(body.couponId)).toMatchObject({
      ticket_type: 'TK',
      phase: 'accepted',
      combinations: 1,
      total_stake: '1250',
      is_live: false,
      total_odds: outcome.odds,
    });
    const picks = await sql<{ odds: number; outcome_id: string; taken_minute: string }>(
      t,
      'select odds, outcome_id, taken_minute from coupon_picks where coupon_id = $1',
      [body.couponId],
    );
    expect(picks).toEqual([{ odds: outcome.odds, outcome_id: tip.outcomeId, taken_minute: '' }]);
  });

  it('places a combination of three matches as one combination of the odds multiplied', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const outcomes = openOutcomes(t, 3);
    const body: CreateCouponResponse = (
      await placeTestCoupon(
        t,
        sid,
        couponRequest(
          outcomes.map((o) => o.tip),
          10,
        ),
      )
    ).json();
    expect(body.status).toBe(true);
    // The product of the odds in thousandths, down to two decimals (the odds grid).
    const product = (outcomes.reduce((acc, o) => acc * BigInt(o.outcome.odds), 1n) / 10_000_000n) * 10n;
    expect(await couponRow(body.couponId)).toMatchObject({
      ticket_type: 'KK',
      combinations: 1,
      total_stake: '1000',
      total_odds: Math.min(Number(product), 320_000),
    });
    expect(await creditOf(t, user.id)).toBe(90_00);
  });

  it('places a 2 of 3 system: three combinations at the stake each', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const tips = openOutcomes(t, 3).map((o) => o.tip);
    const request = couponRequest(tips, 5, { systemTickets: [2] });
    expect(request).toMatchObject({ ticketType: 'SK', couponType: 2, combins: 3, totalStake: 15 });
    const body: CreateCouponResponse = (await placeTestCoupon(t, sid, request)).json();
    expect(body.status).toBe(true);
    expect(await couponRow(body.couponId)).toMatchObject({
      ticket_type: 'SK',
      combinations: 3,
      ticket_stake: '500',
      total_stake: '1500',
      system_sizes: [2],
    });
    expect(await creditOf(t, user.id)).toBe(85_00);
  });

  it('places a multiple coupon: two picks of one match and one of another make two combinations', async () => {
    // Multiple status 0 opens several picks per match (spec 001 section 5).
    const { user, sid } = await fundedPlayer(t, 100_00, { limits: { multiple: { status: 0 } } });
    const [first, second] = openOutcomes(t, 2);
    const overUnder = first!.match.markets.find((m) => m.oddsType === 18 && m.active && !m.suspended);
    if (!overUnder) throw new Error('no over/under market');
    const extra = { ...first!.tip, oddsType: 18, special: overUnder.special };
    const outcome = overUnder.outcomes[0]!;
    const tips = [
      first!.tip,
      { ...extra, outcomeId: outcome.outcomeId, odd: outcome.odds / 1000 },
      second!.tip,
    ];
    const request = couponRequest(tips, 4);
    expect(request).toMatchObject({ ticketType: 'CK', combins: 2, totalStake: 8 });
    const body: CreateCouponResponse = (await placeTestCoupon(t, sid, request)).json();
    expect(body.status).toBe(true);
    expect(await couponRow(body.couponId)).toMatchObject({ ticket_type: 'CK', combinations: 2 });
    expect(await creditOf(t, user.id)).toBe(92_00);
  });

  it("places the spec's payload: without a reqId each request is one coupon, a short reqId is a key", async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const { tip } = openOutcome(t);
    const { reqId: _none, ...bare } = couponRequest([tip], 5);
    const first: CreateCouponResponse = (await placeTestCoupon(t, sid, bare)).json();
    const second: CreateCouponResponse = (await placeTestCoupon(t, sid, bare)).json();
    expect([first.status, second.status]).toEqual([true, true]);
    expect(second.ticketId).not.toBe(first.ticketId);
    expect(await creditOf(t, user.id)).toBe(90_00);

    const short = { ...bare, reqId: '7' };
    const placed: CreateCouponResponse = (await placeTestCoupon(t, sid, short)).json();
    expect(placed.status).toBe(true);
    expect((await placeTestCoupon(t, sid, short)).json()).toEqual(placed);
    expect(await creditOf(t, user.id)).toBe(85_00);
  });

  it('takes the whole stake split across combinations for a player with stake type 1', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00, { staketype: 1 });
    const tips = openOutcomes(t, 3).map((o) => o.tip);
    // 10.00 over three combinations is 3.33 each; the cent left over is never taken.
    const request = couponRequest(tips, 10, { systemTickets: [2], staketype: 1 });
    expect(request).toMatchObject({ ticketStake: 3.33, totalStake: 10 });
    const body: CreateCouponResponse = (await placeTestCoupon(t, sid, request)).json();
    expect(body.status).toBe(true);
    expect(await couponRow(body.couponId)).toMatchObject({ ticket_stake: '333', total_stake: '999' });
    expect(await creditOf(t, user.id)).toBe(100_00 - 9_99);
  });

  it('places the same coupon again and says how many times it already was', async () => {
    const { sid } = await fundedPlayer(t, 100_00);
    const tips = openOutcomes(t, 2).map((o) => o.tip);
    const first: CreateCouponResponse = (await placeTestCoupon(t, sid, couponRequest(tips, 2))).json();
    expect(first.repeated).toBeUndefined();
    // The same outcomes in another order and at another stake are the same coupon.
    const again = couponRequest([...tips].reverse(), 3);
    const second: CreateCouponResponse = (await placeTestCoupon(t, sid, { ...again, lang: 'en' })).json();
    expect(second).toMatchObject({ status: true, repeated: 1 });
    expect(second.msg).toBe(
      'Congratulations! Your coupon has been placed. You have already placed this coupon 1 times',
    );
    const third: CreateCouponResponse = (await placeTestCoupon(t, sid, couponRequest(tips, 2))).json();
    expect(third.repeated).toBe(2);
  });
});
