import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import type { FeedResult } from '../../feed/index.ts';
import { balanceOf, ensureAccount, getBalance } from '../../wallet/index.ts';
import { expectLedgerSound, houseStakes } from '../../wallet/test-support.ts';
import { couponPicks, coupons } from '../schema.ts';
import {
  endedResult,
  placeTestCoupon,
  placeTestCoupons,
  recordResult,
  type TestCoupon,
} from '../test-coupons.ts';
import { SETTLE_BATCH, settleMatch } from './settlement.ts';

describe.each(testDatabaseKinds)('settling coupons on %s', (kind) => {
  const t = useTestApp(kind);
  let footballs: CatalogMatch[] = [];
  let used = 0;
  let player: { id: number };

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    footballs = [...t.app.catalog.store.matches.values()].filter((m) => m.sportId === 1);
    player = await buildUser(t.database.db);
    await giveCredit(t.database.db, player.id, 10_000_00);
  });
  afterEach(() => expectLedgerSound(t.database.db));

  /** A football match no other test has settled. */
  const nextMatch = (): number => {
    const match = footballs[used++];
    if (!match) throw new Error('not enough matches');
    return match.id;
  };
  const place = (spec: Omit<TestCoupon, 'userId'>) =>
    placeTestCoupon(t.database.db, { userId: player.id, ...spec }, t.clock.now());
  const decide = async (matchId: number, result: FeedResult) => {
    await recordResult(t.database.db, matchId, result, t.clock.now());
    return settleMatch(t.database.db, matchId, t.clock.now());
  };
  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const credit = () => getBalance(t.database.db, player.id, 'TRY');
  /** What the house's stakes account holds: the stakes of coupons not yet decided. */
  const stakes = async () => balanceOf(t.database.db, (await houseStakes(t.database.db)).id);

  it('pays a won single, keeps a lost one, and gives the stake back when the match is cancelled', async () => {
    const [m1, m2] = [nextMatch(), nextMatch()];
    const before = await credit();
    const stakesBefore = await stakes();
    const won = await place({ picks: [{ matchId: m1, outcomeId: '1', odds: 2000 }], ticketStake: 10_00 });
    const lost = await place({ picks: [{ matchId: m1, outcomeId: '2', odds: 3500 }], ticketStake: 10_00 });
    const voided = await place({ picks: [{ matchId: m2, outcomeId: 'X', odds: 3100 }], ticketStake: 5_00 });
    expect(await credit()).toBe(before - 25_00);

    await decide(m1, endedResult(2, 1));
    await decide(m2, { status: 'cancelled', score: { home: 0, away: 0 }, periods: [] });

    expect(await couponOf(won.id)).toMatchObject({ status: 1, income: 20_00, paid: true, bonusPay: 0 });
    expect(await couponOf(lost.id)).toMatchObject({ status: -1, income: 0, paid: false });
    expect(await couponOf(voided.id)).toMatchObject({ status: 1, income: 5_00, paid: true });
    expect(await credit()).toBe(before - 25_00 + 20_00 + 5_00);
    const picks = await t.database.db.select().from(couponPicks).where(eq(couponPicks.matchId, m2));
    expect(picks.map((p) => p.result)).toEqual(['void']);
    const kinds = rowsOf<{ kind: string; reference: string }>(
      await t.database.db.execute(
        sql`select kind, reference from ledger_transactions where reference in (${`coupon:${voided.id}`}, ${`coupon:${lost.id}`}) order by id`,
      ),
    );
    // A lost coupon has no ledger transaction of its own: its batch moved its stake to the house.
    expect(kinds.map((k) => `${k.reference === `coupon:${lost.id}` ? 'lost' : 'void'} ${k.kind}`)).toEqual([
      'lost coupon_stake',
      'void coupon_stake',
      'void coupon_refund',
    ]);
    expect(await stakes()).toBe(stakesBefore);
  });

  it('pays a combination only once every pick is decided, with the bonus on a clean win', async () => {
    const [m1, m2] = [nextMatch(), nextMatch()];
    const bonusAccount = await ensureAccount(t.database.db, { system: true, kind: 'bonus', currency: 'TRY' });
    const bonusBefore = await balanceOf(t.database.db, bonusAccount.id);
    const combo = await place({
      picks: [
        { matchId: m1, outcomeId: '1', odds: 2000 },
        { matchId: m2, oddsType: 18, special: '2.5', outcomeId: 'over', odds: 1900 },
      ],
      ticketStake: 10_00,
      bonusBp: 1000,
    });
    await decide(m1, endedResult(2, 0));
    expect(await couponOf(combo.id)).toMatchObject({ status: 0, income: 0 });
    await decide(m2, endedResult(2, 1));
    // 10.00 × 2.0 × 1.9 = 38.00 and 10 % bonus.
    expect(await couponOf(combo.id)).toMatchObject({
      status: 1,
      income: 41_80,
      bonusPay: 3_80,
      settleRound: 0,
    });
    expect(await balanceOf(t.database.db, bonusAccount.id)).toBe(bonusBefore - 3_80);
  });

  it('settles quarter lines as half won and half lost, without a bonus', async () => {
    const [m1, m2] = [nextMatch(), nextMatch()];
    const halfLost = await place({
      picks: [
        { matchId: m1, outcomeId: '1', odds: 2000 },
        { matchId: m2, oddsType: 18, special: '2.25', outcomeId: 'over', odds: 1800 },
      ],
      ticketStake: 10_00,
      bonusBp: 1000,
    });
    const halfWon = await place({
      picks: [{ matchId: m2, oddsType: 18, special: '1.75', outcomeId: 'over', odds: 1600 }],
      ticketStake: 10_00,
    });
    await decide(m1, endedResult(1, 0));
    await decide(m2, endedResult(1, 1));
    // Over 2.25 on two goals: 2.0 pushes, 2.5 loses, so the odds count 0.5.
    expect(await couponOf(halfLost.id)).toMatchObject({ status: 1, income: 10_00, bonusPay: 0 });
    // Over 1.75 on two goals: 1.5 wins, 2.0 pushes: (1.6 + 1) / 2.
    expect(await couponOf(halfWon.id)).toMatchObject({ status: 1, income: 13_00 });
    const results = await t.database.db.select().from(couponPicks).where(eq(couponPicks.matchId, m2));
    expect(results.map((p) => p.result).sort()).toEqual(['half_lost', 'half_won']);
  });

  it('pays each winning combination of a system coupon and each pick of a multiple coupon', async () => {
    const [a, b, c, d] = [nextMatch(), nextMatch(), nextMatch(), nextMatch()];
    const system = await place({
      picks: [
        { matchId: a, outcomeId: '1', odds: 2000 },
        { matchId: b, outcomeId: '1', odds: 1500 },
        { matchId: c, outcomeId: '1', odds: 3000 },
      ],
      systemSizes: [2],
      ticketStake: 10_00,
    });
    const multiple = await place({
      picks: [
        { matchId: d, outcomeId: '1', odds: 2000 },
        { matchId: d, oddsType: 18, special: '2.5', outcomeId: 'over', odds: 1800 },
      ],
      ticketStake: 10_00,
    });
    expect(system).toMatchObject({ ticketType: 'SK', combinations: 3, totalStake: 30_00 });
    expect(multiple).toMatchObject({ ticketType: 'CK', combinations: 2, totalStake: 20_00 });
    await decide(a, endedResult(1, 0));
    await decide(b, endedResult(3, 1));
    await decide(c, endedResult(0, 0));
    await decide(d, endedResult(2, 1));
    // Only the combination of the first two wins: 10.00 × 2.0 × 1.5.
    expect(await couponOf(system.id)).toMatchObject({ status: 1, income: 30_00 });
    // Each pick is a combination of its own: 10.00 × 2.0 + 10.00 × 1.8.
    expect(await couponOf(multiple.id)).toMatchObject({ status: 1, income: 38_00 });
  });

  it('caps the payout at the coupon’s and at the player’s max pay', async () => {
    const m = nextMatch();
    const capped = await place({
      picks: [{ matchId: m, outcomeId: '2', odds: 50_000 }],
      ticketStake: 10_00,
      maxPay: 100_00,
    });
    const userCapped = await place({
      picks: [{ matchId: m, outcomeId: '2', odds: 50_000 }],
      ticketStake: 10_00,
      maxPay: 1_000_00,
      userMaxPay: 80_00,
    });
    await decide(m, endedResult(0, 3));
    expect(await couponOf(capped.id)).toMatchObject({ status: 1, income: 100_00 });
    expect(await couponOf(userCapped.id)).toMatchObject({ status: 1, income: 80_00 });
  });

  it('settles next-goal picks on the order of the goals', async () => {
    const m = nextMatch();
    const second = await place({
      picks: [{ matchId: m, oddsType: 7, special: '2', outcomeId: '2', odds: 2500 }],
      ticketStake: 10_00,
    });
    const third = await place({
      picks: [{ matchId: m, oddsType: 7, special: '3', outcomeId: 'none', odds: 4000 }],
      ticketStake: 10_00,
    });
    await decide(m, { ...endedResult(1, 1), goals: ['home', 'away'] });
    expect(await couponOf(second.id)).toMatchObject({ status: 1, income: 25_00 });
    expect(await couponOf(third.id)).toMatchObject({ status: 1, income: 40_00 });
  });

  it('pays once however often, and however concurrently, a match is settled', async () => {
    const m = nextMatch();
    const before = await credit();
    const coupon = await place({ picks: [{ matchId: m, outcomeId: '1', odds: 1500 }], ticketStake: 20_00 });
    await recordResult(t.database.db, m, endedResult(1, 0), t.clock.now());
    await Promise.all([1, 2, 3].map(() => settleMatch(t.database.db, m, t.clock.now())));
    const again = await settleMatch(t.database.db, m, t.clock.now());
    expect(again).toMatchObject({ picks: 0, coupons: 0, paid: 0 });
    const payouts = rowsOf<{ n: unknown }>(
      await t.database.db.execute(
        sql`select count(*) as n from ledger_transactions where kind = 'payout' and reference = ${`coupon:${coupon.id}`}`,
      ),
    );
    expect(toSafeInteger(payouts[0]?.n)).toBe(1);
    expect(await credit()).toBe(before - 20_00 + 30_00);
  });

  it('settles more coupons than a batch holds, batches side by side, each coupon paid once', async () => {
    const m = nextMatch();
    const before = await credit();
    const stakesBefore = await stakes();
    const count = SETTLE_BATCH * 2 + 500;
    const specs = Array.from({ length: count }, (_, i) => ({
      userId: player.id,
      picks: [{ matchId: m, outcomeId: i % 2 ? '1' : '2', odds: 3_000 }],
      ticketStake: 1_00,
    }));
    await placeTestCoupons(t.database.db, specs, t.clock.now());
    await recordResult(t.database.db, m, endedResult(1, 0), t.clock.now());
    const reports = await Promise.all([1, 2].map(() => settleMatch(t.database.db, m, t.clock.now())));
    expect(reports.reduce((n, r) => n + r.coupons, 0)).toBe(count);
    const [payouts] = rowsOf<{ n: unknown; coupons: unknown }>(
      await t.database.db.execute(sql`
        select count(*) as n, count(distinct reference) as coupons from ledger_transactions
        where kind = 'payout' and reference in (
          select 'coupon:' || coupon_id from coupon_picks where match_id = ${m})`),
    );
    const won = Math.floor(count / 2);
    expect(toSafeInteger(payouts?.n)).toBe(won);
    expect(toSafeInteger(payouts?.coupons)).toBe(won);
    // Every stake left the stakes account once, whichever batch decided it.
    expect(await stakes()).toBe(stakesBefore);
    expect(await credit()).toBe(before - count * 1_00 + Math.floor(count / 2) * 3_00);
  });

  it('leaves a pick the result cannot settle open, and says which', async () => {
    const m = nextMatch();
    const coupon = await place({
      picks: [{ matchId: m, oddsType: 166, special: '9.5', outcomeId: 'over', odds: 1900 }],
      ticketStake: 10_00,
    });
    const report = await decide(m, endedResult(1, 0));
    expect(report.issues).toEqual([
      expect.objectContaining({
        oddsType: 166,
        special: '9.5',
        outcomeId: 'over',
        problem: expect.stringMatching(/corners/),
      }),
    ]);
    expect(await couponOf(coupon.id)).toMatchObject({ status: 0 });
  });
});
