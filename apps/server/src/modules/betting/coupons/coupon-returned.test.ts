import type { CouponDetailResponse, CouponListResponse, ShareCouponResponse } from '@bet/domain/api/betting';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { call } from '../../../test/http.ts';
import { signIn } from '../../../test/session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { getBalance } from '../../wallet/index.ts';
import { expectLedgerSound } from '../../wallet/test-support.ts';
import { settleMatch } from '../settlement/settlement.ts';
import { endedResult, placeTestCoupon, recordResult } from '../test-coupons.ts';

// Spec 001 section 4: a coupon that only gave the stake back is "returned", not won.
describe.each(testDatabaseKinds)('returned coupons on %s', (kind) => {
  const t = useTestApp(kind);
  let footballs: CatalogMatch[] = [];
  let player: { id: number; cookie: string };

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    footballs = [...t.app.catalog.store.matches.values()].filter((m) => m.sportId === 1);
    const user = await buildUser(t.database.db);
    await giveCredit(t.database.db, user.id, 100_00);
    player = { id: user.id, cookie: await signIn(t.app, user.username, user.password) };
  });
  afterEach(() => expectLedgerSound(t.database.db));

  const decide = async (match: CatalogMatch, cancelled: boolean) => {
    const result = cancelled
      ? { status: 'cancelled', score: { home: 0, away: 0 }, periods: [] }
      : endedResult(1, 0);
    await recordResult(t.database.db, match.id, result, t.clock.now());
    await settleMatch(t.database.db, match.id, t.clock.now());
  };

  it('a single whose only pick is void shows as returned in the list, the detail and the share; the stake comes back', async () => {
    const [voidMatch, wonMatch] = footballs as [CatalogMatch, CatalogMatch];
    const place = (matchId: number) =>
      placeTestCoupon(
        t.database.db,
        { userId: player.id, picks: [{ matchId, outcomeId: '1', odds: 2000 }], ticketStake: 10_00 },
        t.clock.now(),
      );
    const single = await place(voidMatch.id);
    const won = await place(wonMatch.id);
    const before = await getBalance(t.database.db, player.id, 'TRY');
    await decide(voidMatch, true);
    await decide(wonMatch, false);
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(before + 10_00 + 20_00);

    const list: CouponListResponse = (await call(t.app, 'ucps', {}, player)).json();
    const byId = new Map(list.results.map((c) => [c.id, c]));
    expect(byId.get(single.id)).toMatchObject({ status: 1, returned: 1, income: 10, totalStake: 10 });
    expect(byId.get(won.id)).toMatchObject({ status: 1, returned: 0, income: 20 });

    const detail: CouponDetailResponse = (
      await call(t.app, 'couponDetail', { ticketId: single.ticketId }, player)
    ).json();
    expect(detail.coupon?.result).toMatchObject({ status: 1, returned: 1, income: 10 });
    // The pick is void because its match was cancelled: the detail says so.
    expect(detail.results).toMatchObject([{ status: 2, canceled: 1 }]);
    const shared: ShareCouponResponse = (
      await call(t.app, 'shareCoupon', { couponId: single.ticketId })
    ).json();
    expect(shared).toMatchObject({ coupon: { status: 1, returned: 1 } });
  });
});
