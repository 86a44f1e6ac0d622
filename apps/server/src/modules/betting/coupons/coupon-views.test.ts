import type { CouponDetailResponse, ShareCouponResponse } from '@bet/domain/api/betting';
import { shortCode } from '@bet/domain/betting/short-code';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedInUser,
  signedInUser,
  upcomingFootball,
  useBettingApp,
  writeCoupon,
} from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { currentPick } from '../test-coupons.ts';
import type { CouponRow } from './coupon-queries.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('coupon detail, share and ticket detail on %s', (kind) => {
  const t = useBettingApp(kind);
  let match: CatalogMatch;
  let other: CatalogMatch;
  // admin → dealer → player; admin → otherDealer
  let admin: SignedInUser;
  let dealer: SignedInUser;
  let otherDealer: SignedInUser;
  let player: SignedInUser;
  let stranger: SignedInUser;
  let coupon: CouponRow;

  beforeAll(async () => {
    [match, other] = upcomingFootball(t, 2 * HOUR) as [CatalogMatch, CatalogMatch];
    admin = await signedInUser(t, 0, { role: 'admin' });
    dealer = await signedInUser(t, 0, { role: 'dealer', parentId: admin.id });
    otherDealer = await signedInUser(t, 0, { role: 'dealer', parentId: admin.id });
    player = await signedInUser(t, 100_00, { role: 'player', parentId: dealer.id });
    stranger = await signedInUser(t, 0, { role: 'player' });
    coupon = await writeCoupon(t, player.id, {
      picks: [currentPick(match), currentPick(other, 18, 'over', '2.5')],
      ticketStake: 10_00,
      bonusBp: 500,
    });
  });

  it('shows its owner the coupon, its matches and its sell offer, by ticket id or number', async () => {
    const res = await call(
      t.app,
      'couponDetail',
      { ticketId: coupon.ticketId.toLowerCase(), archived: 1 },
      player,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as CouponDetailResponse;
    const names = t.app.catalog.names();
    expect(body.coupon?.result).toMatchObject({
      id: coupon.id,
      ticketId: coupon.ticketId,
      ticketType: 'KK',
      status: 0,
      totalStake: 10,
      ticketStake: 10,
      bonusPercent: 5,
      totalTickets: 1,
      totalTipps: 2,
      canceled: 1,
      paid: 0,
      payDate: '',
      userId: player.id,
    });
    expect(body.results).toEqual([
      expect.objectContaining({
        matchId: match.id,
        home: names.teams.get(match.homeTeamId),
        away: names.teams.get(match.awayTeamId),
        sportName: 'Futbol',
        tournamentName: names.tournaments.get(match.tournamentId)?.name,
        oddsType: 1,
        outcomeId: '1',
        typeName: 'Maç Sonucu',
        outComeName: '1',
        status: 0,
        isLive: 0,
        liveRef: null,
        Results: '',
        code: shortCode(match.id, 1, '', '1'),
      }),
      expect.objectContaining({ matchId: other.id, special: '2.5', outComeName: 'Üst' }),
    ]);
    expect(body.sellType.status).toBe(1);
    const english = (await call(t.app, 'couponDetail', { id: coupon.id, lang: 'en' }, player)).json();
    expect(english.results[1]).toMatchObject({ typeName: 'Over/Under 2.5', outComeName: 'Over' });
  });

  it('tells anyone else, visitors included, that there is no such coupon', async () => {
    for (const options of [stranger, dealer, {}]) {
      const res = await call(t.app, 'couponDetail', { ticketId: coupon.ticketId }, options);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, key: 'couponNotFound' });
    }
    expect((await call(t.app, 'couponDetail', {}, player)).statusCode).toBe(400);
  });

  it('shares the coupon with anyone holding its ticket id, and nothing of the player', async () => {
    const res = await call(t.app, 'shareCoupon', { couponId: coupon.ticketId });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ShareCouponResponse;
    expect(body.coupon).toMatchObject({
      ticketId: coupon.ticketId,
      ticketType: 'KK',
      status: 0,
      totalStake: 10,
      currency: 'TRY',
    });
    expect(body.coupon?.results).toHaveLength(2);
    expect(res.body).not.toContain(player.username);
    expect(Object.keys(body.coupon ?? {})).not.toContain('userId');
    // Coupon numbers are sequential: they do not open the share view.
    expect((await call(t.app, 'shareCoupon', { couponId: coupon.id })).statusCode).toBe(404);
  });

  it('shows a shared coupon’s amounts in the coupon’s own currency', async () => {
    const euroPlayer = await signedInUser(t, 50_00, { currency: 'EUR' });
    const euro = await writeCoupon(t, euroPlayer.id, {
      picks: [currentPick(match)],
      ticketStake: 12_50,
      currency: 'EUR',
    });
    // Whoever looks, visitor or a player of another currency, sees the coupon's.
    for (const viewer of [{}, player]) {
      const res = await call(t.app, 'shareCoupon', { couponId: euro.ticketId }, viewer);
      expect(res.statusCode).toBe(200);
      expect((res.json() as ShareCouponResponse).coupon).toMatchObject({
        ticketId: euro.ticketId,
        totalStake: 12.5,
        currency: 'EUR',
      });
    }
  });

  it('shows the ticket’s matches to its owner and to the dealers above, and to nobody else', async () => {
    for (const viewer of [player, dealer, admin]) {
      const res = await call(t.app, 'ticketDetail', { ticketId: coupon.ticketId }, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.map((r: { matchId: number }) => r.matchId)).toEqual([match.id, other.id]);
    }
    for (const viewer of [stranger, otherDealer]) {
      const res = await call(t.app, 'ticketDetail', { ticketId: coupon.ticketId }, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ key: 'couponNotFound' });
    }
    expect((await call(t.app, 'ticketDetail', { ticketId: coupon.ticketId })).statusCode).toBe(401);
  });
});
