// The seamless wallet as a provider sees it: signed calls only, each money call applied once by the
// provider's transaction id whatever the order, duplication or retries, and the ledger always sound.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { auditLedger } from '../wallet/index.ts';
import { LAUNCH_TOKEN_TTL_MS } from './launch-tokens.ts';
import type { Provider } from './providers.ts';
import { houseProvider, playerLedger, playerSession, recordCount, signedCall } from './test-wallet.ts';

let ids = 0;
const nextId = (what: string) => `${what}-${++ids}`;

describe.each(testDatabaseKinds)('the casino wallet on %s', (kind) => {
  const t = useTestApp(kind);
  let provider: Provider;
  beforeAll(async () => {
    provider = await houseProvider(t);
  });
  afterEach(async () => {
    const audit = await auditLedger(t.database.db);
    for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.cacheMismatches).toEqual([]);
  });

  it('refuses unsigned, wrongly signed and unknown-provider calls with 401, changing nothing', async () => {
    const { token, balance } = await playerSession(t, provider, 1000);
    const bet = {
      providerId: provider.code,
      token,
      currency: 'TRY',
      transactionId: nextId('b'),
      roundId: 'r',
      amount: 100,
    };
    const before = await recordCount(t);
    for (const [body, secret] of [
      [bet, null],
      [bet, 'not-the-secret'],
      [{ ...bet, providerId: 'nobody' }, provider.secret],
    ] as const) {
      const res = await signedCall(t, 'bet', body, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    }
    expect(await recordCount(t)).toBe(before);
    expect(await balance()).toBe(1000);
  });

  it('answers bad tokens and currencies without moving money', async () => {
    const { call, balance } = await playerSession(t, provider, 1000);
    expect(
      (await call('bet', { token: 'unknown', transactionId: nextId('b'), roundId: 'r', amount: 5 })).status,
    ).toBe('INVALID_TOKEN');
    expect(
      (await call('bet', { currency: 'EUR', transactionId: nextId('b'), roundId: 'r', amount: 5 })).status,
    ).toBe('WRONG_CURRENCY');
    expect(await balance()).toBe(1000);
  });

  it('debits a bet and credits its win once each, a replay answering the same', async () => {
    const { player, call, balance } = await playerSession(t, provider, 1000);
    const round = nextId('round');
    const bet = { transactionId: nextId('b'), roundId: round, amount: 300 };
    const win = {
      transactionId: nextId('w'),
      roundId: round,
      amount: 750,
      betTransactionId: bet.transactionId,
    };
    const first = await call('bet', bet);
    expect(first).toEqual({ code: 200, status: 'OK', balance: 700, currency: 'TRY' });
    expect(await call('bet', bet)).toEqual(first);
    const paid = await call('win', win);
    expect(paid).toMatchObject({ status: 'OK', balance: 1450 });
    expect(await call('win', win)).toEqual(paid);
    expect(await balance()).toBe(1450);
    expect(await playerLedger(t, player.id)).toEqual([
      { kind: 'slot_stake', amount: -300 },
      { kind: 'slot_payout', amount: 750 },
    ]);
  });

  it('books a live casino game under the casino kinds', async () => {
    const { player, call } = await playerSession(t, provider, 1000, 4);
    await call('bet', { transactionId: nextId('b'), roundId: nextId('r'), amount: 100 });
    expect(await playerLedger(t, player.id)).toEqual([{ kind: 'casino_stake', amount: -100 }]);
  });

  it('refuses another payload under a used transaction id', async () => {
    const { call, balance } = await playerSession(t, provider, 1000);
    const bet = { transactionId: nextId('b'), roundId: nextId('r'), amount: 100 };
    await call('bet', bet);
    expect((await call('bet', { ...bet, amount: 200 })).status).toBe('DUPLICATE_TRANSACTION');
    expect((await call('win', { ...bet, amount: 200 })).status).toBe('DUPLICATE_TRANSACTION');
    expect(await balance()).toBe(900);
  });

  it('refuses a bet that would overdraw, changing nothing, and takes it once there is credit', async () => {
    const { call, balance } = await playerSession(t, provider, 100);
    const before = await recordCount(t);
    const bet = { transactionId: nextId('b'), roundId: nextId('r'), amount: 101 };
    expect((await call('bet', bet)).status).toBe('INSUFFICIENT_FUNDS');
    expect(await recordCount(t)).toBe(before);
    expect(await balance()).toBe(100);
    expect((await call('bet', { ...bet, transactionId: nextId('b'), amount: 100 })).balance).toBe(0);
  });

  it('pays a win that arrives before its bet, and takes the bet after', async () => {
    const { call, balance } = await playerSession(t, provider, 500);
    const round = nextId('r');
    const betId = nextId('b');
    expect(
      await call('win', { transactionId: nextId('w'), roundId: round, amount: 200, betTransactionId: betId }),
    ).toMatchObject({
      status: 'OK',
      balance: 700,
    });
    expect((await call('bet', { transactionId: betId, roundId: round, amount: 100 })).balance).toBe(600);
    expect(await balance()).toBe(600);
  });

  it('records a rollback of an unknown bet and refuses the bet when it arrives late', async () => {
    const { call, balance } = await playerSession(t, provider, 500);
    const round = nextId('r');
    const betId = nextId('b');
    expect(
      (await call('rollback', { transactionId: nextId('rb'), roundId: round, betTransactionId: betId }))
        .status,
    ).toBe('OK');
    expect((await call('bet', { transactionId: betId, roundId: round, amount: 100 })).status).toBe(
      'TRANSACTION_ROLLED_BACK',
    );
    expect(await balance()).toBe(500);
  });

  it('refunds a rolled-back bet once, however many rollbacks name it', async () => {
    const { player, call, balance } = await playerSession(t, provider, 500);
    const round = nextId('r');
    const bet = { transactionId: nextId('b'), roundId: round, amount: 120 };
    await call('bet', bet);
    const rollback = { transactionId: nextId('rb'), roundId: round, betTransactionId: bet.transactionId };
    expect((await call('rollback', rollback)).balance).toBe(500);
    expect((await call('rollback', rollback)).balance).toBe(500);
    expect((await call('rollback', { ...rollback, transactionId: nextId('rb') })).balance).toBe(500);
    expect(await balance()).toBe(500);
    expect((await playerLedger(t, player.id)).map((p) => p.amount)).toEqual([-120, 120]);
  });

  it('refuses the win of a round whose bet was rolled back', async () => {
    const { call, balance } = await playerSession(t, provider, 500);
    const round = nextId('r');
    const bet = { transactionId: nextId('b'), roundId: round, amount: 100 };
    await call('bet', bet);
    await call('rollback', {
      transactionId: nextId('rb'),
      roundId: round,
      betTransactionId: bet.transactionId,
    });
    const win = { transactionId: nextId('w'), roundId: round, amount: 250 };
    expect((await call('win', win)).status).toBe('TRANSACTION_ROLLED_BACK');
    // Naming the bet finds the rollback even under another round.
    const named = {
      ...win,
      transactionId: nextId('w'),
      roundId: nextId('r'),
      betTransactionId: bet.transactionId,
    };
    expect((await call('win', named)).status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balance()).toBe(500);
  });

  it('keeps a bet whose round already has a win', async () => {
    const { call, balance } = await playerSession(t, provider, 500);
    const round = nextId('r');
    const bet = { transactionId: nextId('b'), roundId: round, amount: 100 };
    await call('bet', bet);
    await call('win', { transactionId: nextId('w'), roundId: round, amount: 40 });
    const rollback = { transactionId: nextId('rb'), roundId: round, betTransactionId: bet.transactionId };
    expect((await call('rollback', rollback)).status).toBe('BET_ALREADY_SETTLED');
    // The bet's round decides even when the rollback names another.
    const elsewhere = { ...rollback, transactionId: nextId('rb'), roundId: nextId('r') };
    expect((await call('rollback', elsewhere)).status).toBe('BET_ALREADY_SETTLED');
    expect(await balance()).toBe(440);
  });

  it('applies each of ten concurrent duplicates once', async () => {
    const { call, balance } = await playerSession(t, provider, 1000);
    const round = nextId('r');
    const tenTimes = async (name: 'bet' | 'win' | 'rollback', fields: Record<string, unknown>) => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(name, fields)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      return answers[0];
    };
    expect(
      (await tenTimes('bet', { transactionId: nextId('b'), roundId: round, amount: 250 }))?.balance,
    ).toBe(750);
    expect(
      (await tenTimes('win', { transactionId: nextId('w'), roundId: round, amount: 100 }))?.balance,
    ).toBe(850);
    const other = nextId('r');
    const betId = nextId('b');
    await tenTimes('bet', { transactionId: betId, roundId: other, amount: 50 });
    expect(
      (await tenTimes('rollback', { transactionId: nextId('rb'), roundId: other, betTransactionId: betId }))
        ?.balance,
    ).toBe(850);
    expect(await balance()).toBe(850);
  });

  it('answers a retry after a lost answer as the first time, even after the token expired, and still pays the win', async () => {
    const { player, call } = await playerSession(t, provider, 1000);
    const round = nextId('r');
    const bet = { transactionId: nextId('b'), roundId: round, amount: 400 };
    // The first attempt committed but the provider never saw its answer: it retries.
    const committed = await call('bet', bet);
    t.clock.advance(30_000);
    expect(await call('bet', bet)).toEqual(committed);
    t.clock.advance(LAUNCH_TOKEN_TTL_MS);
    expect(await call('bet', bet)).toEqual(committed);
    expect((await call('win', { transactionId: nextId('w'), roundId: round, amount: 900 })).status).toBe(
      'OK',
    );
    expect((await call('bet', { transactionId: nextId('b'), roundId: nextId('r'), amount: 1 })).status).toBe(
      'INVALID_TOKEN',
    );
    expect((await playerLedger(t, player.id)).map((p) => p.amount)).toEqual([-400, 900]);
  });
});
