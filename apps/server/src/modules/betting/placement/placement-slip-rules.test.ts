import type { CouponTip, CreateCouponResponse } from '@bet/domain/api/placement';
import { describe, expect, it } from 'vitest';
import { couponRequest, fundedPlayer, openOutcomes, placeTestCoupon } from '../../../test/betting.ts';
import { useBettingApp } from '../../../test/betting-app.ts';
import { couponCount, creditOf } from '../../../test/betting-checks.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';

// The slip's rules the server checks again: a coupon the slip would not build is refused whole.
describe.each(testDatabaseKinds)('the slip rules at placement on %s', (kind) => {
  const t = useBettingApp(kind);

  async function place(sid: string, body: Record<string, unknown>): Promise<CreateCouponResponse> {
    const res = await placeTestCoupon(t, sid, { ...body, lang: 'en' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Two picks of the first match (1X2 and over/under) and one of another. */
  function multipleTips(): CouponTip[] {
    const [first, second] = openOutcomes(t, 2);
    const overUnder = first!.match.markets.find((m) => m.oddsType === 18 && m.active && !m.suspended);
    const outcome = overUnder?.outcomes.find((o) => !o.suspended);
    if (!overUnder || !outcome) throw new Error('no over/under market');
    const extra: CouponTip = {
      ...first!.tip,
      oddsType: 18,
      special: overUnder.special,
      outcomeId: outcome.outcomeId,
      odd: outcome.odds / 1000,
    };
    return [first!.tip, extra, second!.tip];
  }

  it('refuses a multiple coupon to a new player (multiple status 1), places it with status 0', async () => {
    const closed = await fundedPlayer(t, 50_00);
    const answer = await place(closed.sid, couponRequest(multipleTips(), 2));
    expect(answer).toMatchObject({
      status: false,
      msg: 'Only one selection per match is allowed on your account',
    });
    expect(await couponCount(t, closed.user.id)).toBe(0);
    expect(await creditOf(t, closed.user.id)).toBe(50_00);

    const open = await fundedPlayer(t, 50_00, { limits: { multiple: { status: 0 } } });
    expect(await place(open.sid, couponRequest(multipleTips(), 2))).toMatchObject({ status: true });
  });

  it('refuses a coupon kind the operator closed (limit set status 0) with its key for the site', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00, { limits: { single: { status: 0 } } });
    const [first, second] = openOutcomes(t, 2).map((o) => o.tip);
    const answer = await place(sid, couponRequest([first!], 2));
    expect(answer).toMatchObject({
      status: false,
      key: 'betLimitWarning',
      msg: 'You have exceeded your betting limit',
    });
    expect(await couponCount(t, user.id)).toBe(0);
    expect(await place(sid, couponRequest([first!, second!], 2))).toMatchObject({ status: true });
  });

  it('refuses 3 bankers of 5 and places 2 of 5', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const tips = openOutcomes(t, 5).map((o) => o.tip);
    const withBankers = (n: number) => tips.map((tip, i) => ({ ...tip, banker: i < n ? 1 : 0 }) as CouponTip);
    const three = await place(sid, couponRequest(withBankers(3), 1, { systemTickets: [4] }));
    expect(three).toMatchObject({
      status: false,
      key: 'tooManyBankers',
      params: { max: 2 },
      msg: 'At most 2 banker matches can be selected',
    });
    expect(await couponCount(t, user.id)).toBe(0);
    const two = await place(sid, couponRequest(withBankers(2), 1, { systemTickets: [4] }));
    expect(two).toMatchObject({ status: true });
  });

  it('refuses a banker on a coupon that is not a system', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const tips = openOutcomes(t, 4).map((o, i) => ({ ...o.tip, banker: i === 0 ? 1 : 0 }) as CouponTip);
    const answer = await place(sid, couponRequest(tips, 1));
    expect(answer.status).toBe(false);
    expect(await couponCount(t, user.id)).toBe(0);
  });

  it('places every system size the slip offers: a 3/6 system of 20 combinations', async () => {
    const { user, sid } = await fundedPlayer(t, 50_00);
    const tips = openOutcomes(t, 6).map((o) => o.tip);
    const request = couponRequest(tips, 1, { systemTickets: [3] });
    expect(request).toMatchObject({ ticketType: 'SK', combins: 20, totalStake: 20 });
    expect(await place(sid, request)).toMatchObject({ status: true });
    expect(await creditOf(t, user.id)).toBe(30_00);
  });

  it('refuses a system of more than 10 free picks: 11 picks need a banker', async () => {
    const { user, sid } = await fundedPlayer(t, 100_00);
    const tips = openOutcomes(t, 11).map((o) => o.tip);
    // As a client counting C(11, 10) combinations would send it; the slip offers no such size.
    const request = { ...couponRequest(tips.slice(0, 10), 1, { systemTickets: [10] }), tips };
    const answer = await place(sid, { ...request, combins: 11, totalStake: 11 });
    expect(answer).toMatchObject({ status: false, msg: '1 banker matches must be selected' });
    expect(await couponCount(t, user.id)).toBe(0);
  });
});
