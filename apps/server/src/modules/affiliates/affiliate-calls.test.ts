// The player's affiliate calls through the HTTP API: the request and its states, the totals, the
// Users / Movements / Coupons tabs with their filters and paging, the banners, and that a player
// only ever sees the players it referred.
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, upcomingFootball, useBettingApp, writeCoupon } from '../../test/betting-app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { setSiteSettings } from '../../test/sql.ts';
import { currentPick } from '../betting/test-coupons.ts';
import type { CatalogMatch } from '../catalog/index.ts';
import { affiliateBanners } from './schema.ts';
import { buildAffiliate, buildReferred, play } from './test-affiliates.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('affiliate calls on %s', (kind) => {
  const t = useBettingApp(kind);
  const db = () => t.database.db;
  let admin: SignedInUser;
  let upcoming: CatalogMatch[] = [];
  /** The test clock's day in Istanbul, as the filters send it. */
  let TODAY: { startDate: string; endDate: string };
  const signedIn = async (user: { id: number; username: string; password: string }) => ({
    id: user.id,
    username: user.username,
    cookie: await signIn(t.app, user.username, user.password),
  });

  beforeAll(async () => {
    await setSiteSettings(t, { affiliateStatus: '1' });
    upcoming = upcomingFootball(t, 6 * HOUR);
    const day = t.clock.now().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
    TODAY = { startDate: day, endDate: day };
    admin = await signedIn(await buildUser(db(), { role: 'admin' }));
  });

  it('takes a request, shows it pending, and the terms and link once the operator approves', async () => {
    const player = await signedIn(await buildUser(db()));
    const state = async () => (await call(t.app, 'affiliates', {}, player)).json().data;
    expect(await state()).toMatchObject({
      status: 0,
      pending: 0,
      affiliate_link: '',
      years: [2026, 2025, 2024, 2023],
    });
    expect((await call(t.app, 'dealers', {}, player)).json()).toMatchObject({ key: 'affiliateNotActive' });

    const asked = await call(t.app, 'affiliateRegister', { lang: 'en' }, player);
    expect(asked.json()).toEqual({
      status: true,
      key: 'affiliateRequestSuccess',
      msg: 'Your affiliate application has been received',
    });
    expect(await state()).toMatchObject({ status: 0, pending: 1 });
    expect((await call(t.app, 'affiliateRegister', {}, player)).json()).toMatchObject({
      status: false,
      key: 'affiliateRequestPending',
    });

    const approve = { userId: player.id, percentBp: 2550, cutoff: 1, carryOver: true, tierBp: 0 };
    const approved = await call(t.app, 'admin/approveAffiliate', approve, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().affiliate).toMatchObject({
      status: 'active',
      percentBp: 2550,
      affiliateLink: player.username,
    });
    expect(await state()).toEqual({
      status: 1,
      pending: 0,
      percent: 25.5,
      cutoff: 1,
      affiliate_link: player.username,
      // The running Monday week in Istanbul.
      periodStart: '2026-05-31T21:00:00.000Z',
      periodEnd: '2026-06-07T21:00:00.000Z',
      years: [2026, 2025, 2024, 2023],
    });
    expect((await call(t.app, 'affiliateRegister', {}, player)).json()).toMatchObject({
      key: 'affiliateAlreadyActive',
    });
    expect((await call(t.app, 'admin/approveAffiliate', approve, admin)).json()).toMatchObject({
      key: 'affiliateAlreadyDecided',
    });
  });

  it('lets a rejected player ask again', async () => {
    const player = await signedIn(await buildUser(db()));
    await call(t.app, 'affiliateRegister', {}, player);
    const rejected = await call(t.app, 'admin/rejectAffiliate', { userId: player.id }, admin);
    expect(rejected.json().affiliate.status).toBe('rejected');
    expect((await call(t.app, 'affiliates', {}, player)).json().data).toMatchObject({
      status: 0,
      pending: 0,
    });
    expect((await call(t.app, 'affiliateRegister', {}, player)).json().status).toBe(true);
  });

  it('answers totals and the three tabs for the referred players only, filtered and paged', async () => {
    const affiliate = await signedIn(await buildAffiliate(db(), { percentBp: 1000 }, t.clock.now()));
    const ayse = await buildReferred(db(), affiliate.id, 1_000_00, t.clock.now());
    const mehmet = await buildReferred(db(), affiliate.id, 1_000_00, t.clock.now());
    const stranger = await buildUser(db());
    await giveCredit(db(), stranger.id, 100_00);
    await play(db(), ayse.id, { stake: 100_00, win: 40_00 }, t.clock.now());
    const theirs = await writeCoupon(t, mehmet.id, {
      ticketStake: 15_00,
      picks: [currentPick(upcoming[0] as CatalogMatch)],
    });
    const notTheirs = await writeCoupon(t, stranger.id, {
      ticketStake: 15_00,
      picks: [currentPick(upcoming[1] as CatalogMatch)],
    });

    const info = await call(t.app, 'affiliateInfo', TODAY, affiliate);
    expect(info.json().data).toEqual({ totalUser: 2, amountA: 115, amountE: 40, paid: 0 });
    const before = await call(
      t.app,
      'affiliateInfo',
      { startDate: '2026-05-01', endDate: '2026-05-31' },
      affiliate,
    );
    expect(before.json().data).toEqual({ totalUser: 0, amountA: 0, amountE: 0, paid: 0 });

    const users = (await call(t.app, 'dealers', { order: 1 }, affiliate)).json();
    expect(users.data.map((u: { userName: string }) => u.userName)).toEqual([ayse.username, mehmet.username]);
    expect(users).toMatchObject({ nowPage: 1, totalPage: 1, nextPage: 0, prevPage: 0 });
    expect(users.data[1]).toMatchObject({ credit: 985, status: 1, email: mehmet.email });

    const finance = async (body: Record<string, unknown>) =>
      (await call(t.app, 'dealersFinance', { ...TODAY, ...body }, affiliate)).json().data as {
        userName: string;
        transType: number;
        amount: number;
        ticketId: string;
      }[];
    const all = await finance({});
    expect(new Set(all.map((r) => r.userName))).toEqual(new Set([ayse.username, mehmet.username]));
    expect(all.find((r) => r.userName === mehmet.username && r.amount === 15)?.ticketId).toBe(
      String(theirs.id),
    );
    expect((await finance({ transactionType: 1 })).every((r) => r.transType === 1)).toBe(true);
    expect((await finance({ transactionType: 2 })).map((r) => r.amount).sort()).toEqual([100, 15]);

    const coupons = (await call(t.app, 'dealersCoupons', TODAY, affiliate)).json();
    expect(coupons.data).toEqual([
      expect.objectContaining({
        ticketId: theirs.ticketId,
        username: mehmet.username,
        totalStake: 15,
        totalTipps: 1,
      }),
    ]);
    expect((await call(t.app, 'dealersCoupons', { ...TODAY, status: 1 }, affiliate)).json().data).toEqual([]);
    expect(
      (await call(t.app, 'dealersCoupons', { ...TODAY, transactionType: 5 }, affiliate)).json().data,
    ).toEqual([]);

    const detail = await call(t.app, 'dealersCouponDetail', { ticketId: theirs.ticketId }, affiliate);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().results).toHaveLength(1);
    const foreign = await call(t.app, 'dealersCouponDetail', { ticketId: notTheirs.ticketId }, affiliate);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ key: 'couponNotFound' });

    // Another affiliate sees none of it.
    const other = await signedIn(await buildAffiliate(db(), { percentBp: 1000 }, t.clock.now()));
    expect((await call(t.app, 'dealers', {}, other)).json().data).toEqual([]);
    expect((await call(t.app, 'dealersFinance', TODAY, other)).json().data).toEqual([]);
    expect((await call(t.app, 'dealersCouponDetail', { ticketId: theirs.ticketId }, other)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad filters with a reason, never a 500', async () => {
    const affiliate = await signedIn(await buildAffiliate(db(), { percentBp: 1000 }, t.clock.now()));
    for (const body of [
      { startDate: 'yesterday' },
      { order: 0 },
      { transactionType: 9 },
      { startDate: '2026-06-02', endDate: '2026-06-01' },
    ]) {
      const res = await call(t.app, 'dealersFinance', body, affiliate);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });

  it('lists the site’s affiliate banners with the caller’s code', async () => {
    const affiliate = await signedIn(await buildAffiliate(db(), { percentBp: 1000 }, t.clock.now()));
    const [site] = await db().select({ siteId: affiliateBanners.siteId }).from(affiliateBanners).limit(0);
    expect(site).toBeUndefined();
    const me = (await call(t.app, 'affiliates', {}, affiliate)).json().data;
    await db()
      .insert(affiliateBanners)
      .values({
        siteId: (await buildUser(db())).siteId,
        name: '300x250',
        url: '/img/aff-300.png',
        width: 300,
        height: 250,
      });
    const banners = (await call(t.app, 'affiliateBanner', {}, affiliate)).json();
    expect(banners).toEqual({
      status: true,
      data: [{ id: expect.any(Number), name: '300x250', url: '/img/aff-300.png', weight: 300, height: 250 }],
      affCode: me.affiliate_link,
    });
  });

  it('closes the whole area when the site switches affiliates off, and to visitors', async () => {
    const affiliate = await signedIn(await buildAffiliate(db(), { percentBp: 1000 }, t.clock.now()));
    await setSiteSettings(t, { affiliateStatus: '0' });
    try {
      for (const name of ['affiliates', 'affiliateRegister', 'dealers', 'affiliateBanner']) {
        const res = await call(t.app, name, {}, affiliate);
        expect(res.statusCode, name).toBe(403);
        expect(res.json().key).toBe('affiliatesClosed');
      }
    } finally {
      await setSiteSettings(t, { affiliateStatus: '1' });
    }
    expect((await call(t.app, 'affiliates', {})).statusCode).toBe(401);
  });
});
