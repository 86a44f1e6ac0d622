import type { CouponDetailResponse, SellOffer } from '@bet/domain/api/betting';
import { defaultPermissions } from '@bet/domain/authz/roles';
import { sql } from 'drizzle-orm';
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
import { buildUser } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { insertRole } from '../../account/index.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import type { FeedMarket } from '../../feed/index.ts';
import { currentPick } from '../test-coupons.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('selling a coupon on %s', (kind) => {
  const t = useBettingApp(kind);
  let upcoming: CatalogMatch[] = [];
  let player: SignedInUser;
  let requests = 0;

  beforeAll(async () => {
    upcoming = upcomingFootball(t, 2 * HOUR);
    player = await signedInUser(t, 1_000_00);
  });

  const match = (i: number) => upcoming[i] as CatalogMatch;
  const place = (spec: UserCoupon) => writeCoupon(t, player.id, spec);
  const offerOf = async (ticketId: string): Promise<SellOffer> =>
    ((await call(t.app, 'couponDetail', { ticketId }, player)).json() as CouponDetailResponse).sellType;
  const sell = (ticketId: string, winPrice: number, reqId = `sell-request-${++requests}`) =>
    call(t.app, 'sellCoupon', { reqId, ticketId, sellok: 1, winPrice }, player);
  const credit = () => creditOf(t, player.id);
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
    // The player reads the price in Turkish with the coupon's currency, not as the API's decimal.
    const price = `₺${second.winPrice.toFixed(2).replace('.', ',')}`;
    expect(stale.json().msg).toBe(`Satış fiyatı ${price} oldu; lütfen tekrar onaylayın`);
    expect(await couponById(t, coupon.id)).toMatchObject({ status: 0, income: 0, paid: false });
    expect(await credit()).toBe(before);

    const asked = await call(
      t.app,
      'sellCoupon',
      { reqId: 'ask-only-1', ticketId: coupon.ticketId, sellok: 0, winPrice: 0 },
      player,
    );
    expect(asked.json()).toMatchObject({ status: false, sellType: second });
    expect(asked.json().msg).toBe(`Kuponunuzu ${price} karşılığında satmak istediğinize emin misiniz?`);
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
    expect(await couponById(t, coupon.id)).toMatchObject({
      status: 2,
      income: Math.round(offer.winPrice * 100),
      paid: true,
      paidAt: t.clock.now(),
    });
    expect(await couponTransactions(t, 'coupon_cashout', coupon.id)).toBe(1);
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

    const stranger = await signedInUser(t);
    const mine = await place({ picks: [currentPick(match(8))], ticketStake: 1_00 });
    const res = await call(
      t.app,
      'sellCoupon',
      { reqId: 'not-mine-1', ticketId: mine.ticketId, sellok: 1, winPrice: 1 },
      stranger,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'couponNotFound' });
  });

  it('refuses to sell for a player whose dealer does not allow selling, until it does', async () => {
    const db = t.database.db;
    const dealer = await buildUser(db, { role: 'dealer' });
    const noSelling = await insertRole(
      db,
      dealer.siteId,
      {
        name: 'Dealer without selling',
        kind: 'dealer',
        permissions: defaultPermissions.dealer.filter((p) => p !== 'coupons.allowSelling'),
      },
      t.clock.now(),
    );
    await db.execute(sql`update users set role_id = ${noSelling.id} where id = ${dealer.id}`);
    const customer = await signedInUser(t, 100_00, { parentId: dealer.id });
    const coupon = await writeCoupon(t, customer.id, { picks: [currentPick(match(10))], ticketStake: 5_00 });
    const detail = await call(t.app, 'couponDetail', { ticketId: coupon.ticketId }, customer);
    expect((detail.json() as CouponDetailResponse).sellType).toMatchObject({
      status: 0,
      msg: 'Bayiniz kupon satışına izin vermiyor',
    });
    const before = await creditOf(t, customer.id);
    const refused = await call(
      t.app,
      'sellCoupon',
      { reqId: 'no-selling-1', ticketId: coupon.ticketId, sellok: 1 },
      customer,
    );
    expect(refused.json()).toMatchObject({ key: 'dealerNoSellCoupon' });
    expect(await creditOf(t, customer.id)).toBe(before);

    await db.execute(sql`update users set role_id = null where id = ${dealer.id}`);
    const sold = await call(
      t.app,
      'sellCoupon',
      { reqId: 'no-selling-2', ticketId: coupon.ticketId, sellok: 1 },
      customer,
    );
    expect(sold.json()).toMatchObject({ status: true });
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
    expect(await couponById(t, coupon.id)).toMatchObject({
      status: 2,
      income: Math.round(offer.winPrice * 100),
    });

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
