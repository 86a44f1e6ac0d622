import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { matchResults } from '../../catalog/schema.ts';
import type { Simulator } from '../../feed/simulator/simulator.ts';
import { getBalance } from '../../wallet/index.ts';
import { expectLedgerSound } from '../../wallet/test-support.ts';
import { couponPicks, coupons } from '../schema.ts';
import { placeTestCoupon, recordResult } from '../test-coupons.ts';
import { createSettlementWorker } from './settlement-runner.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('settlement as results arrive on %s', (kind) => {
  const t = useTestApp(kind);
  let simulator: Simulator;
  let player: { id: number };

  beforeAll(async () => {
    simulator = await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    player = await buildUser(t.database.db);
    await giveCredit(t.database.db, player.id, 1_000_00);
  });
  afterEach(() => expectLedgerSound(t.database.db));

  const footballs = (): CatalogMatch[] =>
    [...t.app.catalog.store.matches.values()]
      .filter((m) => m.sportId === 1)
      .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];

  it('settles a match’s coupons when the feed reports its result, with the order of its goals', async () => {
    const match = footballs()[0];
    if (!match) throw new Error('no match');
    const home = match.markets.find((m) => m.oddsType === 1)?.outcomes.find((o) => o.outcomeId === '1');
    if (!home) throw new Error('no 1X2 market');
    const coupon = await placeTestCoupon(
      t.database.db,
      {
        userId: player.id,
        picks: [{ matchId: match.id, outcomeId: '1', odds: home.odds }],
        ticketStake: 10_00,
      },
      t.clock.now(),
    );
    t.clock.advance(match.startsAt + 3 * 60 * MINUTE - t.clock.now().getTime());
    await simulator.tick();
    expect(t.app.catalog.store.get(match.id)).toBeUndefined();

    const [result] = await t.database.db
      .select()
      .from(matchResults)
      .where(eq(matchResults.matchId, match.id));
    if (!result) throw new Error('no result');
    expect(result.goals).toHaveLength(result.score.home + result.score.away);
    expect(result.goals?.filter((g) => g === 'home')).toHaveLength(result.score.home);
    const homeWon = result.score.home > result.score.away;
    await vi.waitFor(async () => expect((await couponOf(coupon.id))?.status).not.toBe(0), {
      timeout: 10_000,
    });
    expect(await couponOf(coupon.id)).toMatchObject({
      status: homeWon ? 1 : -1,
      income: homeWon ? Math.floor((10_00 * home.odds) / 1000) : 0,
    });
  });

  it('sweeps up results it was not told of, and coupons a settlement left open', async () => {
    const worker = createSettlementWorker({ database: t.database, now: t.clock.now }, t.app.log);
    const [missed, other] = footballs();
    if (!missed || !other) throw new Error('no matches');
    const before = await getBalance(t.database.db, player.id, 'TRY');
    const unsettled = await placeTestCoupon(
      t.database.db,
      { userId: player.id, picks: [{ matchId: missed.id, outcomeId: 'X', odds: 3000 }], ticketStake: 10_00 },
      t.clock.now(),
    );
    const leftOpen = await placeTestCoupon(
      t.database.db,
      { userId: player.id, picks: [{ matchId: other.id, outcomeId: '2', odds: 2000 }], ticketStake: 10_00 },
      t.clock.now(),
    );
    await recordResult(
      t.database.db,
      missed.id,
      {
        status: 'ended',
        score: { home: 1, away: 1 },
        periods: [
          { home: 1, away: 0 },
          { home: 0, away: 1 },
        ],
      },
      t.clock.now(),
    );
    // As if a settlement stopped between writing the picks and settling the coupon.
    await t.database.db
      .update(couponPicks)
      .set({ result: 'won' })
      .where(eq(couponPicks.couponId, leftOpen.id));

    await worker.sweep();
    await worker.stop();
    expect(await couponOf(unsettled.id)).toMatchObject({ status: 1, income: 30_00 });
    expect(await couponOf(leftOpen.id)).toMatchObject({ status: 1, income: 20_00 });
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(before - 20_00 + 50_00);
  });
});
