import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getBalance } from './index.ts';
import { expectLedgerSound } from './test-support.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('utrs and creditTransfer over HTTP (%s)', (kind) => {
  const t = useTestApp(kind);
  let dealer: { id: number; username: string; password: string };
  let player: { id: number; username: string; password: string };
  let outsider: { id: number; username: string; password: string };
  let dealerToken: string;
  let playerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    const db = t.database.db;
    const admin = await buildUser(db, { role: 'admin' });
    dealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    player = await buildUser(db, { role: 'player', parentId: dealer.id });
    outsider = await buildUser(db, { role: 'dealer', parentId: admin.id });
    await giveCredit(db, dealer.id, 1_000_00);
    await giveCredit(db, outsider.id, 1_000_00);
    dealerToken = await signIn(t.app, dealer.username, dealer.password);
    playerToken = await signIn(t.app, player.username, player.password);
    outsiderToken = await signIn(t.app, outsider.username, outsider.password);
  });
  afterEach(async () => {
    await expectLedgerSound(t.database.db);
  });

  let reqCounter = 0;
  const transferBody = (targetUserId: number, amount: number | string, direction = 'deposit') => ({
    reqId: `http-transfer-${++reqCounter}`,
    targetUserId,
    amount,
    direction,
  });
  const creditTransfer = (body: Record<string, unknown>, bearer?: string) =>
    call(t.app, 'admin/creditTransfer', body, bearer ? { bearer } : {});

  it('loads credit onto a player and answers the credit in major units', async () => {
    const res = await creditTransfer(transferBody(player.id, '100.50'), dealerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, transactionId: expect.any(Number), credit: 100.5 });
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(100_50);
    expect(await getBalance(t.database.db, dealer.id, 'TRY')).toBe(899_50);
  });

  it('answers a replayed reqId with the first answer and refuses it with another amount', async () => {
    const body = transferBody(player.id, 10);
    const first = await creditTransfer(body, dealerToken);
    const before = await getBalance(t.database.db, player.id, 'TRY');
    const replay = await creditTransfer(body, dealerToken);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await getBalance(t.database.db, player.id, 'TRY')).toBe(before);
    const reused = await creditTransfer({ ...body, amount: 11 }, dealerToken);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ status: false, key: 'requestIdReused' });
  });

  it('refuses callers without a session, players and dealers outside the tree', async () => {
    const anonymous = await creditTransfer(transferBody(player.id, 1));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: false, key: 'loginRequired' });
    const byPlayer = await creditTransfer(transferBody(dealer.id, 1, 'withdraw'), playerToken);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json()).toMatchObject({ status: false, key: 'forbidden' });
    const byOutsider = await creditTransfer(transferBody(player.id, 1), outsiderToken);
    expect(byOutsider.statusCode).toBe(403);
    // A userId in the payload never decides who the caller is.
    const spoofed = await creditTransfer({ ...transferBody(player.id, 1), userId: dealer.id }, outsiderToken);
    expect(spoofed.statusCode).toBe(403);
  });

  it('refuses bad amounts, a missing reqId and a withdrawal beyond the player’s credit', async () => {
    for (const amount of [0, -5, '1.005', 'abc', 1e300]) {
      const res = await creditTransfer(transferBody(player.id, amount), dealerToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, key: 'amountInvalid' });
    }
    const { reqId: _omitted, ...withoutReqId } = transferBody(player.id, 1);
    const missing = await creditTransfer(withoutReqId, dealerToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, key: 'invalidInput' });
    const tooMuch = await creditTransfer(transferBody(player.id, 1_000_000, 'withdraw'), dealerToken);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ status: false, key: 'insufficientCredit' });
  });

  it('lists the caller’s own transactions for a date range, newest first', async () => {
    const day = (offset: number) => new Date(t.clock.now().getTime() + offset * DAY_MS);
    const slash = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '/');
    const start = t.clock.now();
    t.clock.advance(DAY_MS);
    await creditTransfer(transferBody(player.id, 20), dealerToken);
    t.clock.advance(DAY_MS);
    await creditTransfer(transferBody(player.id, 5.25, 'withdraw'), dealerToken);
    const range = { startDate: slash(new Date(start.getTime() + DAY_MS)), endDate: slash(day(0)) };

    const all = await call(
      t.app,
      'utrs',
      { reqId: 'r1', ...range, userId: dealer.id },
      { bearer: playerToken },
    );
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      status: true,
      results: [
        {
          id: expect.any(Number),
          transType: 0,
          processDate: day(0).toISOString(),
          type: 'Kredi transferi',
          amount: 5.25,
        },
        {
          id: expect.any(Number),
          transType: 1,
          processDate: day(-1).toISOString(),
          type: 'Kredi transferi',
          amount: 20,
        },
      ],
      totalCount: 2,
    });
    const income = await call(
      t.app,
      'utrs',
      { ...range, transactionType: 'a', lang: 'en' },
      { bearer: playerToken },
    );
    expect(income.json()).toMatchObject({
      results: [{ transType: 1, amount: 20, type: 'Credit transfer' }],
      totalCount: 1,
    });
    const dashed = {
      startDate: range.startDate.replaceAll('/', '-'),
      endDate: range.endDate.replaceAll('/', '-'),
    };
    const expense = await call(t.app, 'utrs', { ...dashed, transactionType: 'e' }, { bearer: playerToken });
    expect(expense.json()).toMatchObject({ results: [{ transType: 0, amount: 5.25 }], totalCount: 1 });
    // The coupon list's day-first form reads the same days.
    const dayFirst = (s: string) => s.split('/').reverse().join('/');
    const reversed = {
      startDate: dayFirst(range.startDate),
      endDate: dayFirst(range.endDate).replaceAll('/', '.'),
    };
    expect((await call(t.app, 'utrs', reversed, { bearer: playerToken })).json()).toEqual(all.json());
    const sport = await call(t.app, 'utrs', { ...range, serviceType: '1' }, { bearer: playerToken });
    expect(sport.json()).toEqual({ status: true, results: [], totalCount: 0 });
    const paged = await call(t.app, 'utrs', { order: 1, limit: '1' }, { bearer: playerToken });
    const everything = await call(t.app, 'utrs', {}, { bearer: playerToken });
    expect(paged.json().results).toEqual([everything.json().results[1]]);
    expect(paged.json().totalCount).toBe(everything.json().totalCount);
  });

  it('refuses utrs without a session and with bad filters', async () => {
    const anonymous = await call(t.app, 'utrs', {});
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      { startDate: '2026/13/01' },
      { startDate: '2026/02/30' },
      { endDate: '31.06.2026' },
      { limit: 51 },
      { limit: 0 },
      { order: -1 },
      { transactionType: 'x' },
      { serviceType: 2 },
    ]) {
      const res = await call(t.app, 'utrs', body, { bearer: playerToken });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe(false);
    }
    const unknown = await call(t.app, 'utrs', { sortBy: 'amount' }, { bearer: playerToken });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status).toBe(false);
  });

  // The same days and the same refusal as the coupon list (ucps): 22:30 UTC on 24.11 is 25.11 in Istanbul.
  it('reads the days in the player’s zone and refuses a reversed range like the coupon list', async () => {
    t.clock.advance(Date.parse('2026-11-24T22:30:00Z') - t.clock.now().getTime());
    const late = await buildUser(t.database.db, { role: 'player', parentId: dealer.id });
    const lateToken = await signIn(t.app, late.username, late.password);
    // Months passed on the clock: the dealer's earlier session has expired.
    const dealerNow = await signIn(t.app, dealer.username, dealer.password);
    expect((await creditTransfer(transferBody(late.id, 10), dealerNow)).statusCode).toBe(200);
    const count = async (body: Record<string, unknown>) =>
      (await call(t.app, 'utrs', body, { bearer: lateToken })).json().totalCount;
    expect(await count({ startDate: '2026/11/24', endDate: '2026/11/24' })).toBe(0);
    expect(await count({ startDate: '25.11.2026', endDate: '2026-11-25' })).toBe(1);
    expect(await count({ startDate: '2026/11/24', endDate: '2026/11/24', timezone: 'UTC' })).toBe(1);

    const reversed = await call(
      t.app,
      'utrs',
      { startDate: '2026/11/26', endDate: '25.11.2026', lang: 'en' },
      { bearer: lateToken },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      status: false,
      key: 'dateRangeInvalid',
      msg: 'The start date cannot be after the end date',
    });
  });
});
