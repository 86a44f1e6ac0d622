import type { CouponListItem, CouponListResponse } from '@bet/domain/api/betting';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  signedInUser,
  type UserCoupon,
  upcomingFootball,
  useBettingApp,
  writeCoupons,
} from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { settleMatch } from '../settlement/settlement.ts';
import { currentPick, recordResult } from '../test-coupons.ts';
import { SELLABLE_BATCH } from './coupon-list.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('the coupon list (ucps) on %s', (kind) => {
  const t = useBettingApp(kind);
  let upcoming: CatalogMatch[] = [];

  beforeAll(() => {
    upcoming = upcomingFootball(t, 2 * HOUR);
  });

  const match = (i: number): CatalogMatch => {
    const m = upcoming[i];
    if (!m) throw new Error(`no upcoming match ${i}`);
    return m;
  };
  const signedInPlayer = () => signedInUser(t, 10_000_00);
  const place = (userId: number, specs: UserCoupon[]) => writeCoupons(t, userId, specs);
  const single = (i = 0, over: Partial<UserCoupon> = {}): UserCoupon => ({
    picks: [currentPick(match(i))],
    ticketStake: 10_00,
    ...over,
  });
  const ucps = async (cookie: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'ucps', body, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as CouponListResponse;
  };
  const ids = (items: CouponListItem[]) => items.map((c) => c.id);

  it('pages the player’s coupons newest first, 25 a page, with the total', async () => {
    const player = await signedInPlayer();
    const other = await signedInPlayer();
    const now = t.clock.now().getTime();
    const placed = await place(
      player.id,
      Array.from({ length: 30 }, (_, i) => single(0, { createdAt: new Date(now - i * 60_000) })),
    );
    await place(other.id, [single()]);
    const newestFirst = placed.map((c) => c.id);

    const first = await ucps(player.cookie, { order: 0, limit: 25 });
    expect(first.totalCount).toBe(30);
    expect(ids(first.results)).toEqual(newestFirst.slice(0, 25));
    const second = await ucps(player.cookie, { order: 25, limit: 25 });
    expect(ids(second.results)).toEqual(newestFirst.slice(25));
    expect((await ucps(player.cookie, {})).results).toHaveLength(20);
    expect((await call(t.app, 'ucps', { limit: 101 }, { cookie: player.cookie })).statusCode).toBe(400);

    expect(first.results[0]).toMatchObject({
      ticketId: placed[0]?.ticketId,
      status: 0,
      ticketType: 'TK',
      isLive: 0,
      totalTipps: 1,
      systemCombi: 1,
      systemArray: [],
      totalStake: 10,
      income: 0,
      archived: 0,
      canceled: 1,
      sellType: { status: 1, msg: '' },
    });
    expect(first.results[0]?.sellType.winPrice).toBeGreaterThan(0);
    // Past the ten minutes of the cancellation window.
    expect(first.results[24]?.canceled).toBe(0);
  });

  it('filters by status and coupon type', async () => {
    const player = await signedInPlayer();
    const [a, b, c, d] = [match(1), match(2), match(3), match(4)];
    const [kk, sk, ck, liveSingle, won, lost] = await place(player.id, [
      { picks: [currentPick(a), currentPick(b)], ticketStake: 10_00 },
      { picks: [currentPick(a), currentPick(b), currentPick(c)], systemSizes: [2], ticketStake: 10_00 },
      { picks: [currentPick(d), currentPick(d, 18, 'over', '2.5')], ticketStake: 10_00 },
      { picks: [{ ...currentPick(b), live: true, takenMinute: "12'" }], ticketStake: 10_00 },
      single(5, { picks: [currentPick(match(5), 1, '1')] }),
      single(5, { picks: [currentPick(match(5), 1, '2')] }),
    ]);
    await recordResult(
      t.database.db,
      match(5).id,
      {
        status: 'ended',
        score: { home: 2, away: 0 },
        periods: [
          { home: 1, away: 0 },
          { home: 1, away: 0 },
        ],
      },
      t.clock.now(),
    );
    await settleMatch(t.database.db, match(5).id, t.clock.now());
    const list = async (body: Record<string, unknown>) =>
      ids((await ucps(player.cookie, body)).results).sort();
    const sorted = (...coupons: ({ id: number } | undefined)[]) => coupons.map((x) => x?.id).sort();

    expect(await list({ status: 1 })).toEqual(sorted(won));
    expect(await list({ status: '-1' })).toEqual(sorted(lost));
    expect(await list({ status: 0 })).toEqual(sorted(kk, sk, ck, liveSingle));
    expect(await list({ status: '' })).toEqual(sorted(kk, sk, ck, liveSingle, won, lost));
    expect(await list({ couponType: 0 })).toEqual(sorted(kk));
    expect(await list({ couponType: 1 })).toEqual(sorted(sk));
    expect(await list({ couponType: 2 })).toEqual(sorted(ck));
    expect(await list({ couponType: '3' })).toEqual(sorted(liveSingle, won, lost));
    expect(await list({ couponType: 4 })).toEqual(sorted(liveSingle));
    expect((await call(t.app, 'ucps', { status: 3 }, { cookie: player.cookie })).statusCode).toBe(400);
  });

  it('reads the days in the player’s time zone, whole, and shows the history window by default', async () => {
    const player = await signedInPlayer();
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    const [lateIstanbul, earlier, evening, old] = await place(player.id, [
      single(0, at('2026-05-31T22:30:00Z')),
      single(0, at('2026-05-30T12:00:00Z')),
      single(0, at('2026-05-31T20:00:00Z')),
      single(0, at('2026-04-01T12:00:00Z')),
    ]);
    const list = async (body: Record<string, unknown>) =>
      ids((await ucps(player.cookie, body)).results).sort();
    const sorted = (...coupons: ({ id: number } | undefined)[]) => coupons.map((x) => x?.id).sort();

    expect(await list({ startDate: '31/05/2026', endDate: '31/05/2026' })).toEqual(sorted(evening));
    expect(await list({ startDate: '01/06/2026', endDate: '01/06/2026' })).toEqual(sorted(lateIstanbul));
    expect(await list({ startDate: '31/05/2026', endDate: '31/05/2026', timezone: 'UTC' })).toEqual(
      sorted(lateIstanbul, evening),
    );
    expect(await list({ startDate: '30/05/2026', endDate: '31/05/2026' })).toEqual(sorted(earlier, evening));
    // The transactions call's year-first form reads the same days.
    expect(await list({ startDate: '2026/05/30', endDate: '2026-05-31' })).toEqual(sorted(earlier, evening));
    expect(await list({})).toEqual(sorted(lateIstanbul, earlier, evening));
    expect(await list({ startDate: '01/03/2026', endDate: '' })).toEqual(
      sorted(lateIstanbul, earlier, evening, old),
    );

    const reversed = await call(t.app, 'ucps', { startDate: '02/06/2026', endDate: '01/06/2026' }, player);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ key: 'dateRangeInvalid' });
    const impossible = await call(t.app, 'ucps', { startDate: '31/02/2026' }, player);
    expect(impossible.json()).toMatchObject({ key: 'invalidDate' });
    const zone = await call(t.app, 'ucps', { timezone: 'Mars/Olympus' }, player);
    expect(zone.statusCode).toBe(400);
  });

  it('counts open and held coupons for the waiting badge, ten at most, never released ones', async () => {
    const player = await signedInPlayer();
    const open = await place(player.id, [
      ...Array.from({ length: 11 }, () => single()),
      single(0, { phase: 'held' }),
    ]);
    const [released] = await place(player.id, [single(0, { phase: 'released' })]);
    const badge = await ucps(player.cookie, { status: 0, order: 0, limit: 10 });
    expect(badge.totalCount).toBe(12);
    expect(badge.results).toHaveLength(10);
    const all = await ucps(player.cookie, { limit: 100 });
    expect(ids(all.results).sort()).toEqual(open.map((c) => c.id).sort());
    expect(ids(all.results)).not.toContain(released?.id);
  });

  it('lists only what can be sold now on the cashout page', async () => {
    const player = await signedInPlayer();
    const last = upcoming.length - 1;
    const started = match(6);
    const [sellable] = await place(player.id, [
      single(last),
      {
        picks: [currentPick(match(7)), currentPick(match(8)), currentPick(match(last))],
        systemSizes: [2],
        ticketStake: 1_00,
      },
      { picks: [currentPick(match(last)), currentPick(started)], ticketStake: 10_00 },
    ]);
    t.clock.advance(started.startsAt + 60_000 - t.clock.now().getTime());
    const page = await ucps(player.cookie, { sellable: 1, status: 0 });
    expect(ids(page.results)).toEqual([sellable?.id]);
    expect(page.totalCount).toBe(1);
  });

  it('pages the sellable coupons past one priced batch, with their exact total', async () => {
    const player = await signedInPlayer();
    const started = match(6);
    const now = t.clock.now().getTime();
    // Every tenth coupon has a started match, so sellable and unsellable ones interleave across batches.
    const count = SELLABLE_BATCH + 30;
    const placed = await place(
      player.id,
      Array.from({ length: count }, (_, i) =>
        single(upcoming.length - 1, {
          createdAt: new Date(now - i * 60_000),
          ...(i % 10 === 0 && { picks: [currentPick(match(upcoming.length - 1)), currentPick(started)] }),
        }),
      ),
    );
    const sellable = placed.filter((_, i) => i % 10 !== 0).map((c) => c.id);
    const behind = started.startsAt + 60_000 - t.clock.now().getTime();
    if (behind > 0) t.clock.advance(behind);

    const first = await ucps(player.cookie, { sellable: 1, status: 0, order: 0, limit: 25 });
    expect(first.totalCount).toBe(sellable.length);
    expect(sellable.length).toBeGreaterThan(SELLABLE_BATCH);
    expect(ids(first.results)).toEqual(sellable.slice(0, 25));
    // A page that starts in one batch and ends in the next.
    const straddling = await ucps(player.cookie, { sellable: 1, status: 0, order: 175, limit: 25 });
    expect(ids(straddling.results)).toEqual(sellable.slice(175, 200));
    const last = await ucps(player.cookie, { sellable: 1, status: 0, order: 200, limit: 25 });
    expect(ids(last.results)).toEqual(sellable.slice(200));
    expect(last.totalCount).toBe(sellable.length);
    const past = await ucps(player.cookie, { sellable: 1, status: 0, order: 250, limit: 25 });
    expect(past).toMatchObject({ results: [], totalCount: sellable.length });
    expect(last.results.every((c) => c.sellType.status === 1 && c.sellType.winPrice > 0)).toBe(true);
  });

  it('asks a visitor to log in', async () => {
    const res = await call(t.app, 'ucps', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, key: 'loginRequired', login: false });
  });
});
