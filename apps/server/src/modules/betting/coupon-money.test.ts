import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { describe, expect, it } from 'vitest';
import { couponRequest, fundedPlayer, openOutcome, placeTestCoupon } from '../../test/betting.ts';
import { useBettingApp } from '../../test/betting-app.ts';
import { couponCount, creditOf } from '../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { sql } from '../../test/sql.ts';
import type { TestApp } from '../../test/test-app.ts';

const count = async (t: TestApp, text: string, params: unknown[]) => {
  const [row] = await sql<{ n: string }>(t, text, params);
  return Number(row?.n);
};

describe.each(testDatabaseKinds)('the money of placing coupons on %s', (kind) => {
  const t = useBettingApp(kind);

  it('accepts exactly 50 of 200 parallel coupons on credit for 50 and never overdraws', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const { tip } = openOutcome(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async () =>
        (await placeTestCoupon(t, sid, couponRequest([tip], 2))).json(),
      ),
    );
    const placed = answers.filter((a: CreateCouponResponse) => a.status);
    const refused = answers.filter((a: CreateCouponResponse) => !a.status);
    expect(placed).toHaveLength(50);
    expect(new Set(placed.map((a: CreateCouponResponse) => a.ticketId)).size).toBe(50);
    expect(
      refused.every((a: CreateCouponResponse) => a.msg === 'Bu işlem için yeterli bakiyeniz bulunmamaktadır'),
    ).toBe(true);
    expect(await creditOf(t, user.id)).toBe(0);
    expect(await couponCount(t, user.id)).toBe(50);
    expect(
      await count(
        t,
        "select count(*) as n from ledger_transactions where kind = 'coupon_stake' and actor_user_id = $1",
        [user.id],
      ),
    ).toBe(50);
  });

  it('places parallel coupons of several players together, each on their own credit', async () => {
    const players = await Promise.all([10_00, 25_00, 4_00, 0].map((credit) => fundedPlayer(t, credit)));
    const { tip } = openOutcome(t);
    const answers = await Promise.all(
      players.flatMap(({ sid }) =>
        Array.from({ length: 15 }, async () =>
          (await placeTestCoupon(t, sid, couponRequest([tip], 2))).json(),
        ),
      ),
    );
    const placedPer = players.map((_, p) =>
      answers.slice(p * 15, (p + 1) * 15).filter((a: CreateCouponResponse) => a.status),
    );
    expect(placedPer.map((placed) => placed.length)).toEqual([5, 12, 2, 0]);
    for (const [p, { user }] of players.entries()) {
      expect(await couponCount(t, user.id)).toBe(placedPer[p]?.length);
      expect(await creditOf(t, user.id)).toBe([0, 1_00, 0, 0][p]);
    }
  });

  it('answers a replayed request id with the same coupon, and refuses it with other content', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const { tip } = openOutcome(t);
    const request = couponRequest([tip], 5);
    const [first, second] = await Promise.all([
      placeTestCoupon(t, sid, request),
      placeTestCoupon(t, sid, request),
    ]);
    expect(first.json()).toMatchObject({ status: true });
    expect(second.json()).toEqual(first.json());
    expect(await couponCount(t, user.id)).toBe(1);
    expect(await creditOf(t, user.id)).toBe(95_00);

    const changed = await placeTestCoupon(t, sid, { ...request, ticketStake: 6, totalStake: 6 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ status: false, key: 'requestIdReused' });
    expect(await couponCount(t, user.id)).toBe(1);
  });

  it('writes nothing when the picks cannot be written after the stake was taken', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const { tip } = openOutcome(t);
    const request = couponRequest([tip], 10);
    await t.database.withConnection((c) =>
      c.exec(`
        create function refuse_coupon_picks() returns trigger language plpgsql as $$
        begin raise exception 'coupon picks refused for the test'; end $$;
        create trigger refuse_coupon_picks before insert on coupon_picks
          for each statement execute function refuse_coupon_picks();`),
    );
    try {
      const res = await placeTestCoupon(t, sid, request);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: false, key: 'technicalError' });
    } finally {
      await t.database.withConnection((c) =>
        c.exec('drop trigger refuse_coupon_picks on coupon_picks; drop function refuse_coupon_picks();'),
      );
    }
    expect(await couponCount(t, user.id)).toBe(0);
    expect(
      await count(t, 'select count(*) as n from ledger_transactions where request_id = $1', [request.reqId]),
    ).toBe(0);
    expect(await creditOf(t, user.id)).toBe(100_00);

    // The request id was not used up: the same request goes through now.
    const retry: CreateCouponResponse = (await placeTestCoupon(t, sid, request)).json();
    expect(retry.status).toBe(true);
    expect(await creditOf(t, user.id)).toBe(90_00);
  });
});
