import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf, getBalance, transfer } from '../../wallet/index.ts';
import { expectLedgerSound, houseStakes } from '../../wallet/test-support.ts';
import { postDecision } from '../coupon-ledger.ts';
import { coupons } from '../schema.ts';
import { endedResult, placeTestCoupon, recordResult, type TestPick } from '../test-coupons.ts';
import { loadDecidedMatch, openSelections, resolveSelections, writePickResults } from './settle-picks.ts';
import { settleMatch } from './settlement.ts';
import { createSettlementWorker } from './settlement-runner.ts';

const MINUTE = 60_000;
describe.each(testDatabaseKinds)('a corrected result on %s', (kind) => {
  const t = useTestApp(kind);
  let matchIds: number[] = [];

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    matchIds = [...t.app.catalog.store.matches.values()].filter((m) => m.sportId === 1).map((m) => m.id);
  });
  afterEach(() => expectLedgerSound(t.database.db));

  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const transactionsOf = async (couponId: number) =>
    rowsOf<{ id: unknown; kind: string }>(
      await t.database.db.execute(
        sql`select id, kind from ledger_transactions where reference = ${`coupon:${couponId}`} order by id`,
      ),
    );
  const reversalsOf = async (couponId: number) =>
    rowsOf<{ reverses_id: unknown }>(
      await t.database.db.execute(sql`
        select r.reverses_id from ledger_transactions r join ledger_transactions t on t.id = r.reverses_id
        where r.kind = 'reversal' and t.reference = ${`coupon:${couponId}`}`),
    ).length;
  /** What the house's stakes account holds: the stakes of coupons not yet decided. */
  const stakes = async () => balanceOf(t.database.db, (await houseStakes(t.database.db)).id);
  const bet = async (userId: number, pick: TestPick) =>
    placeTestCoupon(t.database.db, { userId, picks: [pick], ticketStake: 10_00 }, t.clock.now());

  it('takes back what changed, pays the corrected result, and keeps both trails', async () => {
    const matchId = matchIds[0] as number;
    const player = await buildUser(t.database.db);
    await giveCredit(t.database.db, player.id, 100_00);
    const stakesBefore = await stakes();
    const homeWin = await bet(player.id, { matchId, outcomeId: '1', odds: 2000 });
    const awayWin = await bet(player.id, { matchId, outcomeId: '2', odds: 3000 });
    const over = await bet(player.id, {
      matchId,
      oddsType: 18,
      special: '2.5',
      outcomeId: 'over',
      odds: 1800,
    });
    await recordResult(t.database.db, matchId, endedResult(2, 1), t.clock.now());
    await settleMatch(t.database.db, matchId, t.clock.now());
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(70_00 + 20_00 + 18_00);

    t.clock.advance(30 * MINUTE);
    await recordResult(t.database.db, matchId, endedResult(1, 2), t.clock.now());
    const worker = createSettlementWorker({ database: t.database, now: t.clock.now }, t.app.log);
    await worker.sweep();

    expect(await couponOf(homeWin.id)).toMatchObject({ status: -1, income: 0, paid: false, settleRound: 1 });
    expect(await couponOf(awayWin.id)).toMatchObject({
      status: 1,
      income: 30_00,
      paid: true,
      settleRound: 1,
    });
    expect(await couponOf(over.id)).toMatchObject({ status: 1, income: 18_00, settleRound: 0 });
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(70_00 + 30_00 + 18_00);
    // The wrong payout is reversed; the stake the first settlement kept for the house came back to
    // the stakes account when the coupon was reopened, and left it again when it was settled again.
    expect(await reversalsOf(homeWin.id)).toBe(1);
    expect(await reversalsOf(awayWin.id)).toBe(0);
    expect(await reversalsOf(over.id)).toBe(0);
    expect((await transactionsOf(homeWin.id)).map((r) => r.kind)).toEqual(['coupon_stake', 'payout']);
    expect((await transactionsOf(awayWin.id)).map((r) => r.kind)).toEqual(['coupon_stake', 'payout']);
    expect(await stakes()).toBe(stakesBefore);

    // Seen once: another sweep changes nothing.
    const before = await transactionsOf(awayWin.id);
    await worker.sweep();
    await worker.stop();
    expect(await transactionsOf(awayWin.id)).toEqual(before);
  });

  it('leaves a coupon whose winnings were spent as it was, once', async () => {
    const matchId = matchIds[1] as number;
    const player = await buildUser(t.database.db);
    const friend = await buildUser(t.database.db);
    await giveCredit(t.database.db, player.id, 10_00);
    const coupon = await bet(player.id, { matchId, outcomeId: '1', odds: 2000 });
    await recordResult(t.database.db, matchId, endedResult(1, 0), t.clock.now());
    await settleMatch(t.database.db, matchId, t.clock.now());
    await transfer(t.database.db, {
      fromUserId: player.id,
      toUserId: friend.id,
      amount: 20_00,
      currency: 'TRY',
      kind: 'credit_transfer',
      reference: 'spent',
      actorUserId: player.id,
    });

    t.clock.advance(30 * MINUTE);
    await recordResult(t.database.db, matchId, endedResult(0, 1), t.clock.now());
    const worker = createSettlementWorker({ database: t.database, now: t.clock.now }, t.app.log);
    await worker.sweep();
    await worker.sweep();
    await worker.stop();
    expect(await couponOf(coupon.id)).toMatchObject({ status: 1, income: 20_00, settleRound: 0 });
    expect(await reversalsOf(coupon.id)).toBe(0);
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(0);
  });

  it('reopens a coupon decided alone (its stake moved by its own transaction) and returns the stake once', async () => {
    const matchId = matchIds[2] as number;
    const db = t.database.db;
    const player = await buildUser(db);
    await giveCredit(db, player.id, 10_00);
    const stakesBefore = await stakes();
    const coupon = await bet(player.id, { matchId, outcomeId: '1', odds: 2000 });
    // Lost as settlement once wrote it: the stake from the stakes account to the house in the
    // coupon's own ledger transaction.
    await recordResult(db, matchId, endedResult(0, 1), t.clock.now());
    const decided = await loadDecidedMatch(db, matchId);
    if (!decided) throw new Error('no result');
    const { results } = resolveSelections(await openSelections(db, matchId), decided.outcome);
    await writePickResults(db, matchId, results, t.clock.now());
    await db.transaction(async (tx) => {
      await tx.update(coupons).set({ status: -1, settledAt: t.clock.now() }).where(eq(coupons.id, coupon.id));
      const money = { couponId: coupon.id, userId: player.id, currency: 'TRY', at: t.clock.now() };
      await postDecision(tx, money, { kind: 'payout', stake: 10_00, amount: 0 });
    });
    expect(await stakes()).toBe(stakesBefore);

    t.clock.advance(30 * MINUTE);
    await recordResult(db, matchId, endedResult(1, 0), t.clock.now());
    const worker = createSettlementWorker({ database: t.database, now: t.clock.now }, t.app.log);
    await worker.sweep();
    await worker.stop();
    expect(await couponOf(coupon.id)).toMatchObject({ status: 1, income: 20_00, settleRound: 1 });
    expect(await reversalsOf(coupon.id)).toBe(1);
    expect(await getBalance(db, player.id, 'TRY')).toBe(20_00);
    expect(await stakes()).toBe(stakesBefore);
  });
});
