import type { CouponDetailResponse } from '@bet/domain/api/betting';
import type { CouponTip, CreateCouponResponse } from '@bet/domain/api/placement';
import type { OddGroup, OddsResponse } from '@bet/domain/api/sportsbook';
import { formatMoney } from '@bet/domain/money';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import { isOnOddsGrid } from '@bet/domain/sportsbook/odds-grid';
import { describe, expect, it } from 'vitest';
import { couponRequest, fundedPlayer, openOutcomes, placeTestCoupon } from '../../../test/betting.ts';
import { useBettingApp } from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';

/** A decimal as printed ('2.83', '12') in units of its last digit, with that unit's denominator. */
function exact(text: string): { num: bigint; den: bigint } {
  const [whole = '', fraction = ''] = text.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

/** By hand from the printed odds: their product down to two decimals, and stake times that in kuruş. */
function handCalculation(shownOdds: readonly string[], stakeText: string) {
  const product = shownOdds.map(exact).reduce((a, b) => ({ num: a.num * b.num, den: a.den * b.den }));
  const hundredths = (product.num * 100n) / product.den;
  const stake = exact(stakeText);
  const payKurus = Number((stake.num * hundredths * 100n) / (stake.den * 100n));
  return { totalOdds: Number(hundredths) / 100, payKurus };
}

describe.each(testDatabaseKinds)('what is shown is what is paid on %s', (kind) => {
  const t = useBettingApp(kind);

  /** The markets of a match as the odds call shows them. */
  const shownMarkets = async (matchId: number): Promise<OddGroup[]> => {
    const res = await call(t.app, 'odds', { matchId });
    expect(res.statusCode).toBe(200);
    return (res.json() as OddsResponse).results;
  };

  it('publishes every price on the odds grid, with outcome stake limits in major units', async () => {
    for (const { match } of openOutcomes(t, 2)) {
      const groups = await shownMarkets(match.id);
      expect(groups.length).toBeGreaterThan(0);
      for (const outcome of groups.flatMap((g) => g.odds)) {
        expect(isOnOddsGrid(Math.round(outcome.odd * 1000)), String(outcome.odd)).toBe(true);
        expect(outcome).toMatchObject({ smis: 1, smas: 250, smay: 12_500, kmis: 1, kmas: 250, kmay: 12_500 });
      }
    }
  });

  it('the placed coupon, its detail and its receipt carry the shown odds and the hand-calculated payout', async () => {
    const { sid } = await fundedPlayer(t, 100_00);
    const tips: CouponTip[] = [];
    for (const { tip } of openOutcomes(t, 3)) {
      const group = (await shownMarkets(tip.matchId)).find(
        (g) => g.oddstype === tip.oddsType && g.special === tip.special,
      );
      const outcome = group?.odds.find((o) => o.outcomeid === tip.outcomeId);
      if (!outcome) throw new Error(`outcome ${tip.outcomeId} of match ${tip.matchId} is not shown`);
      tips.push({ ...tip, odd: outcome.odd });
    }
    const shown = tips.map((tip) => formatOdds(tip.odd));
    const hand = handCalculation(shown, '12.35');

    const placed = await placeTestCoupon(t, sid, couponRequest(tips, 12.35));
    expect(placed.statusCode).toBe(200);
    const { ticketId } = placed.json() as CreateCouponResponse;

    const detail = (
      await call(t.app, 'couponDetail', { ticketId }, { cookie: sid })
    ).json() as CouponDetailResponse;
    expect(detail.results.map((row) => formatOdds(row.odds))).toEqual(shown);
    expect(detail.coupon?.result.totalOdds).toBe(hand.totalOdds);
    expect(detail.coupon?.result.maxPay).toBe(hand.payKurus / 100);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/user/printer/en/${ticketId}?timezone=UTC`,
      cookies: { sid },
    });
    expect(receipt.statusCode).toBe(200);
    const cells = [...receipt.body.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    for (const odd of shown) expect(cells).toContain(odd);
    const row = (label: string) => receipt.body.match(new RegExp(`<td>${label}</td><td>([^<]*)</td>`))?.[1];
    expect(row('Total odds')).toBe(formatOdds(hand.totalOdds));
    expect(row('Possible win')).toBe(formatMoney(hand.payKurus, 'TRY', 'en'));
  });
});
