import { en, tr } from '@bet/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { startTestSimulator } from '../../../test/feed.ts';
import { call } from '../../../test/http.ts';
import { signIn } from '../../../test/session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { matchResults } from '../../catalog/schema.ts';
import { getBalance, transfer } from '../../wallet/index.ts';
import { expectLedgerSound } from '../../wallet/test-support.ts';
import { coupons } from '../schema.ts';
import { endedResult, placeTestCoupon, recordResult, type TestPick } from '../test-coupons.ts';
import { settleMatch } from './settlement.ts';

const MINUTE = 60_000;
describe.each(testDatabaseKinds)('an operator corrects a match result on %s', (kind) => {
  const t = useTestApp(kind);
  let matchIds: number[] = [];
  let adminToken = '';
  let dealerToken = '';
  let playerToken = '';

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
    matchIds = [...t.app.catalog.store.matches.values()].filter((m) => m.sportId === 1).map((m) => m.id);
    const db = t.database.db;
    const admin = await buildUser(db, { role: 'admin' });
    const dealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    const player = await buildUser(db, { role: 'player', parentId: dealer.id });
    adminToken = await signIn(t.app, admin.username, admin.password);
    dealerToken = await signIn(t.app, dealer.username, dealer.password);
    playerToken = await signIn(t.app, player.username, player.password);
  });
  afterEach(() => expectLedgerSound(t.database.db));

  let reqCounter = 0;
  const correction = (matchId: number, result: unknown) => ({
    reqId: `correction-${kind}-${++reqCounter}`,
    lang: 'en',
    matchId,
    result,
  });
  const correct = (body: Record<string, unknown>, bearer?: string) =>
    call(t.app, 'admin/matchResult', body, bearer ? { bearer } : {});

  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const storedResult = async (matchId: number) =>
    (await t.database.db.select().from(matchResults).where(eq(matchResults.matchId, matchId)))[0];
  const ledgerKinds = async (couponId: number) =>
    rowsOf<{ kind: string }>(
      await t.database.db.execute(
        sql`select kind from ledger_transactions where reference = ${`coupon:${couponId}`} order by id`,
      ),
    ).map((r) => r.kind);
  const reversalsOf = async (couponId: number) =>
    rowsOf<{ id: unknown }>(
      await t.database.db.execute(sql`
        select r.id from ledger_transactions r join ledger_transactions d on d.id = r.reverses_id
        where r.kind = 'reversal' and d.reference = ${`coupon:${couponId}`}`),
    ).length;
  const transactionCount = async () =>
    toSafeInteger(
      rowsOf<{ n: unknown }>(
        await t.database.db.execute(sql`select count(*) as n from ledger_transactions`),
      )[0]?.n,
    );
  const keysOf = async (operation: string) =>
    toSafeInteger(
      rowsOf<{ n: unknown }>(
        await t.database.db.execute(
          sql`select count(*) as n from idempotency_keys where operation = ${operation}`,
        ),
      )[0]?.n,
    );
  const bet = (userId: number, pick: TestPick) =>
    placeTestCoupon(t.database.db, { userId, picks: [pick], ticketStake: 10_00 }, t.clock.now());

  /** A player with two settled coupons on the match: home win lost, away win paid, under 0:1. */
  async function settledOnAwayWin(matchId: number) {
    const player = await buildUser(t.database.db);
    await giveCredit(t.database.db, player.id, 100_00);
    const home = await bet(player.id, { matchId, outcomeId: '1', odds: 2000 });
    const away = await bet(player.id, { matchId, outcomeId: '2', odds: 3000 });
    await recordResult(t.database.db, matchId, endedResult(0, 1), t.clock.now());
    await settleMatch(t.database.db, matchId, t.clock.now());
    t.clock.advance(30 * MINUTE);
    return { player, home, away };
  }

  it('pays a coupon that had lost, takes back the wrong payout, and does it once per reqId', async () => {
    const matchId = matchIds[0] as number;
    const { player, home, away } = await settledOnAwayWin(matchId);
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(80_00 + 30_00);
    expect(await couponOf(home.id)).toMatchObject({ status: -1, income: 0 });

    const body = correction(matchId, { ...endedResult(2, 1), goals: ['home', 'away', 'home'] });
    const res = await correct(body, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      matchId,
      decidedAt: t.clock.now().toISOString(),
      previous: { ...endedResult(0, 1), corners: null, cards: null, goals: null },
      result: { ...endedResult(2, 1), corners: null, cards: null, goals: ['home', 'away', 'home'] },
      reopened: 2,
      reversed: 2,
      blocked: [],
      settledPicks: 2,
      settledCoupons: 2,
      paid: 20,
      issues: [],
    });

    expect(await couponOf(home.id)).toMatchObject({ status: 1, income: 20_00, paid: true, settleRound: 1 });
    expect(await couponOf(away.id)).toMatchObject({ status: -1, income: 0, paid: false, settleRound: 1 });
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(80_00 + 20_00);
    // Both trails stay: the wrong payout and its reversal, and the new payout. A lost coupon has no
    // ledger transaction of its own (its settlement batch moved its stake to the house).
    expect(await ledgerKinds(home.id)).toEqual(['coupon_stake', 'payout']);
    expect(await ledgerKinds(away.id)).toEqual(['coupon_stake', 'payout']);
    expect(await reversalsOf(home.id)).toBe(0);
    expect(await reversalsOf(away.id)).toBe(1);
    expect(await storedResult(matchId)).toMatchObject({
      score: { home: 2, away: 1 },
      goals: ['home', 'away', 'home'],
      decidedAt: t.clock.now(),
    });

    // The same request again answers the same and moves nothing.
    const transactions = await transactionCount();
    t.clock.advance(MINUTE);
    const replay = await correct(body, adminToken);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    expect(await transactionCount()).toBe(transactions);
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(100_00);

    const reused = await correct({ ...body, result: endedResult(3, 1) }, adminToken);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ status: false, key: 'requestIdReused' });
    const same = await correct(
      correction(matchId, { ...endedResult(2, 1), goals: ['home', 'away', 'home'] }),
      adminToken,
    );
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ status: false, key: 'resultUnchanged', msg: en.resultUnchanged });
    expect(await transactionCount()).toBe(transactions);
    // One audit entry: the replay and the refusals wrote none.
    const audit = await call(t.app, 'admin/audit', { action: 'match.correctResult' }, { bearer: adminToken });
    expect(audit.json()).toMatchObject({
      total: 1,
      rows: [{ targetId: String(matchId), after: { reversed: 2 } }],
    });
  });

  it('leaves a coupon whose winnings were spent as it was and names it', async () => {
    const matchId = matchIds[1] as number;
    const { player, home, away } = await settledOnAwayWin(matchId);
    const friend = await buildUser(t.database.db);
    await transfer(t.database.db, {
      fromUserId: player.id,
      toUserId: friend.id,
      amount: 110_00,
      currency: 'TRY',
      kind: 'credit_transfer',
      reference: 'spent',
      actorUserId: player.id,
    });

    const res = await correct(correction(matchId, endedResult(1, 0)), adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reopened: 1, reversed: 1, blocked: [away.id], settledCoupons: 1 });
    expect(await couponOf(away.id)).toMatchObject({ status: 1, income: 30_00, settleRound: 0 });
    expect(await couponOf(home.id)).toMatchObject({ status: 1, income: 20_00, settleRound: 1 });
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(20_00);
  });

  it('answers 401 to a caller without a session and 403 to dealers and players', async () => {
    const matchId = matchIds[2] as number;
    await recordResult(t.database.db, matchId, endedResult(1, 1), t.clock.now());
    const before = await storedResult(matchId);
    const keys = await keysOf('correctMatchResult');
    const body = correction(matchId, endedResult(2, 2));
    const anonymous = await correct(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: false, key: 'loginRequired' });
    for (const token of [dealerToken, playerToken]) {
      const refused = await correct(body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: false, key: 'forbidden' });
      // Refused before the payload is read.
      const bad = await correct({ ...body, result: { status: 'nope' } }, token);
      expect(bad.statusCode).toBe(403);
    }
    expect(await storedResult(matchId)).toEqual(before);
    expect(await keysOf('correctMatchResult')).toBe(keys);
  });

  it('refuses bad input, an unknown match and a match with no result with a key, changing nothing', async () => {
    const matchId = matchIds[3] as number;
    const undecided = matchIds[4] as number;
    await recordResult(t.database.db, matchId, endedResult(1, 1), t.clock.now());
    const before = await storedResult(matchId);
    const keys = await keysOf('correctMatchResult');
    const refusals: [Record<string, unknown>, number, string][] = [
      [correction(matchId, { ...endedResult(2, 1), status: 'finished' }), 400, 'invalidInput'],
      [correction(matchId, { ...endedResult(2, 1), score: { home: -1, away: 0 } }), 400, 'invalidInput'],
      [correction(matchId, { ...endedResult(2, 1), goals: ['home'] }), 400, 'goalsMismatchScore'],
      [correction(matchId, { ...endedResult(2, 1), weather: 'rain' }), 400, 'unknownField'],
      [{ ...correction(matchId, endedResult(2, 1)), reqId: undefined }, 400, 'invalidInput'],
      [correction(999_999_999, endedResult(2, 1)), 404, 'notFoundMatch'],
      [correction(undecided, endedResult(2, 1)), 409, 'matchNotDecided'],
    ];
    for (const [body, status, key] of refusals) {
      const res = await correct(body, adminToken);
      expect(res.statusCode, key).toBe(status);
      expect(res.json(), key).toMatchObject({ status: false, key });
    }
    const turkish = await correct({ ...correction(undecided, endedResult(2, 1)), lang: 'tr' }, adminToken);
    expect(turkish.json()).toMatchObject({ key: 'matchNotDecided', msg: tr.matchNotDecided });
    expect(await storedResult(matchId)).toEqual(before);
    expect(await storedResult(undecided)).toBeUndefined();
    expect(await keysOf('correctMatchResult')).toBe(keys);
  });
});
