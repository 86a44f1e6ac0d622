import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import {
  balanceOf,
  creditAccount,
  ensureAccount,
  getBalance,
  LedgerError,
  postTransaction,
  reverseTransaction,
  transfer,
} from './index.ts';
import {
  countTransactions,
  expectRefusal,
  houseStakes,
  playerWith,
  postStake,
  useLedgerDatabase,
} from './test-support.ts';

describe.each(testDatabaseKinds)('ledger on %s', (kind) => {
  const database = useLedgerDatabase(kind);

  it('opens each account once and keeps users and the house apart', async () => {
    const player = await buildUser(database.db, { role: 'player' });
    const first = await ensureAccount(database.db, { userId: player.id, kind: 'player', currency: 'TRY' });
    const again = await ensureAccount(database.db, { userId: player.id, kind: 'player', currency: 'TRY' });
    const euro = await ensureAccount(database.db, { userId: player.id, kind: 'player', currency: 'EUR' });
    const house = await ensureAccount(database.db, { system: true, kind: 'house', currency: 'TRY' });
    expect(again.id).toBe(first.id);
    expect(euro.id).not.toBe(first.id);
    expect(first).toMatchObject({ userId: player.id, kind: 'player', allowNegative: false });
    expect(house).toMatchObject({ userId: null, kind: 'house', allowNegative: true });
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        ensureAccount(database.db, { system: true, kind: 'jackpot_casino_mega', currency: 'TRY' }),
      ),
    );
    expect(new Set(parallel.map((a) => a.id)).size).toBe(1);
  });

  it('reads a credit of 0 before any account exists, and the credit account by role', async () => {
    const player = await buildUser(database.db, { role: 'player' });
    const dealer = await buildUser(database.db, { role: 'dealer' });
    expect(await getBalance(database.db, player.id, 'TRY')).toBe(0);
    expect(await getBalance(database.db, 999_999, 'TRY')).toBe(0);
    await giveCredit(database.db, dealer.id, 12_345);
    expect((await creditAccount(database.db, dealer.id, 'TRY')).kind).toBe('dealer');
    expect(await getBalance(database.db, dealer.id, 'TRY')).toBe(12_345);
    expect(await getBalance(database.db, dealer.id, 'EUR')).toBe(0);
  });

  it('moves money between customers and lets the house go negative without a cached balance', async () => {
    const { player, account } = await playerWith(database.db, 250_00);
    const other = await buildUser(database.db, { role: 'player' });
    await transfer(database.db, {
      fromUserId: player.id,
      toUserId: other.id,
      amount: 100_50,
      currency: 'TRY',
      kind: 'credit_transfer',
      reference: 'r1',
      actorUserId: player.id,
    });
    expect(await balanceOf(database.db, account.id)).toBe(149_50);
    expect(await getBalance(database.db, other.id, 'TRY')).toBe(100_50);
    const house = await ensureAccount(database.db, { system: true, kind: 'house', currency: 'TRY' });
    expect(await balanceOf(database.db, house.id)).toBeLessThanOrEqual(-250_00);
    const cached = rowsOf<{ balance: number }>(
      await database.db.execute(sql`select balance from ledger_accounts where id = ${house.id}`),
    );
    expect(Number(cached[0]?.balance)).toBe(0);
  });

  it('refuses a debit that would take a customer below zero and moves nothing', async () => {
    const { account } = await playerWith(database.db, 10_00);
    const stakesAccount = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    await expectRefusal(
      postStake(database.db, {
        from: account.id,
        to: stakesAccount.id,
        amount: 10_01,
        reference: 'c1',
        actorUserId: null,
      }),
      'insufficientCredit',
      409,
    );
    expect(await balanceOf(database.db, account.id)).toBe(10_00);
    expect(await countTransactions(database.db)).toBe(before);
  });

  it('refuses empty, unbalanced, zero and unsafe postings before writing anything', async () => {
    const { account } = await playerWith(database.db, 10_00);
    const stakesAccount = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    const post = (postings: { accountId: number; amount: number }[]) =>
      postTransaction(database.db, { kind: 'coupon_stake', reference: 'bad', actorUserId: null, postings });
    await expect(post([])).rejects.toThrow(LedgerError);
    await expect(post([{ accountId: account.id, amount: -1 }])).rejects.toThrow(LedgerError);
    await expect(
      post([
        { accountId: account.id, amount: -100 },
        { accountId: stakesAccount.id, amount: 99 },
      ]),
    ).rejects.toThrow(/do not balance/);
    await expect(
      post([
        { accountId: account.id, amount: 0 },
        { accountId: stakesAccount.id, amount: 0 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      post([
        { accountId: account.id, amount: -1.5 },
        { accountId: stakesAccount.id, amount: 1.5 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      post([
        { accountId: stakesAccount.id, amount: -(Number.MAX_SAFE_INTEGER + 1) },
        { accountId: account.id, amount: Number.MAX_SAFE_INTEGER + 1 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      post([
        { accountId: 987_654_321, amount: -100 },
        { accountId: stakesAccount.id, amount: 100 },
      ]),
    ).rejects.toThrow(/does not exist/);
    const euroStakes = await ensureAccount(database.db, { system: true, kind: 'stakes', currency: 'EUR' });
    await expect(
      post([
        { accountId: account.id, amount: -100 },
        { accountId: euroStakes.id, amount: 100 },
      ]),
    ).rejects.toThrow(/in TRY do not balance/);
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, account.id)).toBe(10_00);
  });

  it('reverses a transaction with a second one, restoring balances and keeping both', async () => {
    const { player, account } = await playerWith(database.db, 100_00);
    const stakesAccount = await houseStakes(database.db);
    const stakesBefore = await balanceOf(database.db, stakesAccount.id);
    const stakeId = await postStake(database.db, {
      from: account.id,
      to: stakesAccount.id,
      amount: 30_00,
      reference: 'coupon-7',
      actorUserId: player.id,
    });
    expect(await balanceOf(database.db, account.id)).toBe(70_00);
    const reversalId = await reverseTransaction(database.db, stakeId, 1, 'coupon cancelled');
    expect(await balanceOf(database.db, account.id)).toBe(100_00);
    expect(await balanceOf(database.db, stakesAccount.id)).toBe(stakesBefore);
    const rows = rowsOf<{ id: number; kind: string; reverses_id: number | null; memo: string }>(
      await database.db.execute(
        sql`select id, kind, reverses_id, memo from ledger_transactions where id in (${stakeId}, ${reversalId}) order by id`,
      ),
    );
    expect(
      rows.map((r) => ({ ...r, id: Number(r.id), reverses_id: r.reverses_id && Number(r.reverses_id) })),
    ).toEqual([
      { id: stakeId, kind: 'coupon_stake', reverses_id: null, memo: '' },
      { id: reversalId, kind: 'reversal', reverses_id: stakeId, memo: 'coupon cancelled' },
    ]);
    await expectRefusal(reverseTransaction(database.db, stakeId, 1, 'again'), 'alreadyReversed', 409);
    await expectRefusal(reverseTransaction(database.db, 987_654_321, 1, 'none'), 'notFound', 404);
  });

  it('refuses a reversal that would take a customer below zero', async () => {
    const { player, account } = await playerWith(database.db, 0);
    const creditId = await giveCredit(database.db, player.id, 20_00);
    const stakesAccount = await houseStakes(database.db);
    await postStake(database.db, {
      from: account.id,
      to: stakesAccount.id,
      amount: 15_00,
      reference: 'coupon-8',
      actorUserId: player.id,
    });
    await expectRefusal(reverseTransaction(database.db, creditId, 1, 'taken back'), 'insufficientCredit');
    expect(await balanceOf(database.db, account.id)).toBe(5_00);
  });

  it('runs inside the caller’s transaction and rolls back with it', async () => {
    const { player, account } = await playerWith(database.db, 50_00);
    const stakesAccount = await houseStakes(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await postStake(tx, {
          from: account.id,
          to: stakesAccount.id,
          amount: 20_00,
          reference: 'coupon-9',
          actorUserId: player.id,
        });
        expect(await balanceOf(tx, account.id)).toBe(30_00);
        throw new Error('the coupon could not be written');
      }),
    ).rejects.toThrow(/coupon could not be written/);
    expect(await balanceOf(database.db, account.id)).toBe(50_00);
  });
});
