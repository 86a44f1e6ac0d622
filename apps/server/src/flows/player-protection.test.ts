// Responsible gambling, enforced by the server: deposit limits to the kuruş, loosening only after a day
// and a confirmation, a session time limit, loss limits stopping game launches, and exclusions that
// end every session and refuse sign-in until they run out.
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME } from '../modules/casino/catalogue/test-catalogue.ts';
import {
  creditOf,
  methodByTag,
  type Player,
  playerCall,
  signedInPlayer,
} from '../modules/payments/test-payments.ts';
import { ensureAccount, postTransaction } from '../modules/wallet/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { call } from '../test/http.ts';
import { signIn } from '../test/session.ts';
import { sql } from '../test/sql.ts';
import { useTestApp } from '../test/test-app.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('player protection on %s', (kind) => {
  const t = useTestApp(kind);
  let player: Player;
  beforeAll(async () => {
    player = await signedInPlayer(t, 500_00);
  });
  const deposit = async (p: Player, amount: number | string) => {
    const wallet = await methodByTag(t, p, 0, 'Cüzdan');
    return playerCall(t, p, 'setTransferRequest', {
      payId: wallet.payId,
      payCatId: wallet.payCatId,
      transferType: 0,
      amount,
      values: [{ name: 'walletNumber', value: '1234567890' }],
      lang: 'en',
    });
  };
  const limit = (p: Player, kind: string, value: number | string | null) =>
    playerCall(t, p, 'setLimit', { kind, value });
  const limitOf = async (p: Player, kind: string) =>
    (await playerCall(t, p, 'protection')).json().limits.find((l: { kind: string }) => l.kind === kind);

  it('refuses the deposit that would pass a daily limit, to the kuruş', async () => {
    expect((await limit(player, 'deposit_day', 100)).json()).toMatchObject({ applied: 'applied' });
    expect((await deposit(player, 60)).statusCode).toBe(200);
    const over = await deposit(player, '40.01');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ key: 'depositLimitReached', error: 'depositLimitReached|40.00' });
    expect((await deposit(player, 40)).statusCode).toBe(200);
    expect((await deposit(player, 20)).json()).toMatchObject({
      key: 'depositLimitReached',
      error: 'depositLimitReached|0.00',
    });
    expect(await limitOf(player, 'deposit_day')).toMatchObject({ value: 100, used: 100, pending: null });
  });

  it('loosens a limit only after a day and the player’s confirmation', async () => {
    expect((await limit(player, 'deposit_day', 1000)).json()).toMatchObject({ applied: 'pending' });
    expect(await limitOf(player, 'deposit_day')).toMatchObject({ value: 100, pending: { value: 1000 } });
    expect((await deposit(player, 20)).json()).toMatchObject({ key: 'depositLimitReached' });
    const early = await playerCall(t, player, 'confirmLimit', { kind: 'deposit_day' });
    expect(early.json()).toMatchObject({ key: 'limitNotConfirmable' });
    t.clock.advance(24 * HOUR + 1000);
    const confirmed = await playerCall(t, player, 'confirmLimit', { kind: 'deposit_day' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await limitOf(player, 'deposit_day')).toMatchObject({ value: 1000, pending: null });
    // Tightening again needs no wait.
    expect((await limit(player, 'deposit_day', 50)).json()).toMatchObject({ applied: 'applied' });
    const [entry] = await sql<{ action: string }>(
      t,
      `select action from audit_log where target_id = $1 and action = 'protection.limit' order by id desc limit 1`,
      [String(player.id)],
    );
    expect(entry?.action).toBe('protection.limit');
  });

  it('shows operators a player’s limits, and nobody else', async () => {
    const admin = await buildUser(t.database.db, { role: 'admin' });
    const adminToken = await signIn(t.app, admin.username, DEFAULT_PASSWORD);
    const seen = await call(t.app, 'admin/userProtection', { userId: player.id }, { bearer: adminToken });
    expect(seen.json().limits.find((l: { kind: string }) => l.kind === 'deposit_day')).toMatchObject({
      value: 50,
    });
    const stranger = await signedInPlayer(t);
    expect((await playerCall(t, stranger, 'admin/userProtection', { userId: player.id })).statusCode).toBe(
      403,
    );
  });

  it('ends a session at the player’s session time limit, however active', async () => {
    const someone = await signedInPlayer(t);
    expect((await limit(someone, 'session_minutes', 30)).statusCode).toBe(200);
    expect((await limit(someone, 'session_minutes', 5)).json()).toMatchObject({ key: 'limitMinutesRange' });
    const login = await call(t.app, 'login', { userName: someone.username, password: DEFAULT_PASSWORD });
    const token = login.json().token as string;
    const session = { ...someone, token };
    const answer = (await playerCall(t, session, 'protection')).json();
    expect(Date.parse(answer.sessionEndsBy) - t.clock.now().getTime()).toBe(30 * 60_000);
    t.clock.advance(29 * 60_000);
    expect((await playerCall(t, session, 'protection')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await playerCall(t, session, 'protection')).statusCode).toBe(401);
  });

  it('stops game launches once a loss limit is lost', async () => {
    const gambler = await signedInPlayer(t, 100_00);
    await limit(gambler, 'loss_day', 30);
    const open = () => playerCall(t, gambler, 'opencas', { serviceId: GAME.classicFruits, lang: 'en' });
    expect((await open()).json()).toMatchObject({ status: true });
    const house = await ensureAccount(t.database.db, { system: true, kind: 'house', currency: 'TRY' });
    const own = await ensureAccount(t.database.db, { userId: gambler.id, kind: 'player', currency: 'TRY' });
    await postTransaction(t.database.db, {
      kind: 'slot_stake',
      reference: 'test-loss',
      actorUserId: gambler.id,
      at: t.clock.now(),
      postings: [
        { accountId: own.id, amount: -30_00 },
        { accountId: house.id, amount: 30_00 },
      ],
    });
    expect((await open()).json()).toMatchObject({ status: false, msg: 'You have reached your loss limit' });
    expect(await limitOf(gambler, 'loss_day')).toMatchObject({ value: 30, used: 30 });
  });

  it('takes a time-out: every session ends, sign-in is refused until it runs out, nobody lifts it', async () => {
    const resting = await signedInPlayer(t, 10_00);
    const wrong = await playerCall(t, resting, 'excludeMe', {
      kind: 'timeout',
      period: '24h',
      password: 'nope',
    });
    expect(wrong.json()).toMatchObject({ key: 'oldPasswordWrong' });
    const shortExclusion = await playerCall(t, resting, 'excludeMe', {
      kind: 'self_exclusion',
      period: '24h',
      password: DEFAULT_PASSWORD,
    });
    expect(shortExclusion.statusCode).toBe(400);
    const taken = await playerCall(t, resting, 'excludeMe', {
      kind: 'timeout',
      period: '24h',
      password: DEFAULT_PASSWORD,
    });
    expect(taken.json()).toEqual({
      status: true,
      until: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect((await playerCall(t, resting, 'protection')).statusCode).toBe(401);
    const login = () =>
      call(t.app, 'login', { userName: resting.username, password: DEFAULT_PASSWORD, lang: 'en' });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'accountExcluded' });
    expect(await creditOf(t, resting.id)).toBe(10_00);
    t.clock.advance(24 * HOUR + 1000);
    expect((await login()).statusCode).toBe(200);
  });
});
