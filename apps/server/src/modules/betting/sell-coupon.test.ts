import type { CouponDetailResponse, SellOffer } from '@bet/domain/api/betting';
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
import type { FeedMarket } from '../feed/provider.ts';
import { getBalance } from '../wallet/index.ts';
import { expectLedgerSound } from '../wallet/test-support.ts';
import { coupons } from './schema.ts';
import { currentPick, footballAfter, placeTestCoupon, type TestCoupon } from './test-coupons.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('selling a coupon on %s', (kind) => {
  const t = useTestApp(kind);
  let upcoming: CatalogMatch[] = [];
  let player: { id: number; cookie: string };
  let requests = 0;

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    const later = t.clock.now().getTime() + 2 * HOUR;
    upcoming = footballAfter(t.app.catalog.store, later);
    const user = await buildUser(t.database.db);
    await giveCredit(t.database.db, user.id, 1_000_00);
    player = { id: user.id, cookie: await signIn(t.app, user.username, user.password) };
  });
  afterEach(() => expectLedgerSound(t.database.db));

  const match = (i: number) => upcoming[i] as CatalogMatch;
  const place = (spec: Omit<TestCoupon, 'userId'>) =>
    placeTestCoupon(t.database.db, { userId: player.id, ...spec }, t.clock.now());
  const offerOf = async (ticketId: string): Promise<SellOffer> =>
    ((await call(t.app, 'couponDetail', { ticketId }, player)).json() as CouponDetailResponse).sellType;
  const sell = (ticketId: string, winPrice: number, reqId = `sell-request-${++requests}`) =>
    call(t.app, 'sellCoupon', { reqId, ticketId, sellok: 1, winPrice }, player);
  const credit = () => getBalance(t.database.db, player.id, 'TRY');
  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  /** The feed moves one outcome's price. */
  async function moveOdds(m: CatalogMatch, outcomeId: string, odds: number) {
    const held = t.app.catalog.store.get(m.id)?.markets.find((k) => k.oddsType === 1 && k.special === '');
    if (!held) throw new Error('no 1X2 market');
    const market: FeedMarket = {
      oddsType: 1,
      special: '',
      outcomes: held.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        name: o.name,
        odds: o.outcomeId === outcomeId ? odds : o.odds,
      })),
    };
    await t.app.catalog.sink.markets(m.externalId, [market]);
  }

  it('offers a price that follows the odds, and re-offers a stale price without selling', async () => {
    const coupon = await place({ picks: [currentPick(match(0)), currentPick(match(1))], ticketStake: 10_00 });
    const first = await offerOf(coupon.ticketId);
    expect(first).toMatchObject({ status: 1, msg: '' });
    expect(first.winPrice).toBeGreaterThan(0);
    expect(first.winPrice).toBeLessThan(coupon.maxPay / 100);

    const pick = currentPick(match(0));
    // The home side is now far less likely to win: the coupon is worth less.
    await moveOdds(match(0), '1', pick.odds * 2);
    const second = await offerOf(coupon.ticketId);
    expect(second.status).toBe(1);
    expect(second.winPrice).toBeLessThan(first.winPrice);

    const before = await credit();
    const stale = await sell(coupon.ticketId, first.winPrice);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: false, key: 'sellPriceChanged', sellType: second });
    expect(stale.json().msg).toContain(second.winPrice.toFixed(2));
    expect(await couponOf(coupon.id)).toMatchObject({ status: 0, income: 0, paid: false });
    expect(await credit()).toBe(before);

    const asked = await call(
      t.app,
      'sellCoupon',
      { reqId: 'ask-only-1', ticketId: coupon.ticketId, sellok: 0, winPrice: 0 },
      player,
    );
    expect(asked.json()).toMatchObject({ status: false, sellType: second });
    expect(asked.json().msg).toContain(second.winPrice.toFixed(2));
  });

  it('sells at the offered price once, however often the request is repeated', async () => {
    const coupon = await place({ picks: [currentPick(match(2), 1, '2')], ticketStake: 20_00 });
    const offer = await offerOf(coupon.ticketId);
    const before = await credit();
    const sold = await sell(coupon.ticketId, offer.winPrice, 'sell-once-request');
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      status: true,
      credit: (before + Math.round(offer.winPrice * 100)) / 100,
    });
    const replay = await sell(coupon.ticketId, offer.winPrice, 'sell-once-request');
    expect(replay.json()).toEqual(sold.json());
    expect(await credit()).toBe(before + Math.round(offer.winPrice * 100));
    expect(await couponOf(coupon.id)).toMatchObject({
      status: 2,
      income: Math.round(offer.winPrice * 100),
      paid: true,
      paidAt: t.clock.now(),
    });
    const cashouts = rowsOf(
      await t.database.db.execute(
        sql`select id from ledger_transactions where kind = 'coupon_cashout' and reference = ${`coupon:${coupon.id}`}`,
      ),
    );
    expect(cashouts).toHaveLength(1);
    expect(await offerOf(coupon.ticketId)).toEqual({ status: 0, winPrice: 0, msg: '' });
    const again = await sell(coupon.ticketId, offer.winPrice);
    expect(again.json()).toMatchObject({ key: 'sellOnlyOpenCoupons' });
  });

  it('refuses what cannot be sold, and a coupon that is not the player’s', async () => {
    const system = await place({
      picks: [currentPick(match(3)), currentPick(match(4)), currentPick(match(5))],
      systemSizes: [2],
      ticketStake: 1_00,
    });
    expect((await offerOf(system.ticketId)).status).toBe(0);
    expect((await sell(system.ticketId, 1)).json()).toMatchObject({
      key: 'sellNoEligibleCoupon',
      sellType: { status: 0 },
    });

    const mixed = await place({
      picks: [currentPick(match(6)), { ...currentPick(match(7)), live: true }],
      ticketStake: 1_00,
    });
    expect(await offerOf(mixed.ticketId)).toMatchObject({ status: 0, winPrice: 0 });

    const stranger = await buildUser(t.database.db);
    const strangerCookie = await signIn(t.app, stranger.username, stranger.password);
    const mine = await place({ picks: [currentPick(match(8))], ticketStake: 1_00 });
    const res = await call(
      t.app,
      'sellCoupon',
      { reqId: 'not-mine-1', ticketId: mine.ticketId, sellok: 1, winPrice: 1 },
      { cookie: strangerCookie },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'couponNotFound' });
  });

  it("sells on the spec's payload (ticketId, sellok 1): at the current price, once", async () => {
    const coupon = await place({ picks: [currentPick(match(9))], ticketStake: 10_00 });
    const offer = await offerOf(coupon.ticketId);
    const before = await credit();
    const sold = await call(t.app, 'sellCoupon', { ticketId: coupon.ticketId, sellok: 1 }, player);
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({
      status: true,
      credit: (before + Math.round(offer.winPrice * 100)) / 100,
    });
    // A resend without a key is the same sale: the coupon is the key.
    const again = await call(t.app, 'sellCoupon', { ticketId: coupon.ticketId, sellok: 1 }, player);
    expect(again.json()).toEqual(sold.json());
    expect(await credit()).toBe(before + Math.round(offer.winPrice * 100));
    expect(await couponOf(coupon.id)).toMatchObject({ status: 2, income: Math.round(offer.winPrice * 100) });

    const short = await place({ picks: [currentPick(match(10))], ticketStake: 10_00 });
    const price = (await offerOf(short.ticketId)).winPrice;
    const res = await call(
      t.app,
      'sellCoupon',
      { reqId: '42', ticketId: short.ticketId, sellok: 1, winPrice: price },
      player,
    );
    expect(res.json()).toMatchObject({ status: true });
  });
});
