import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { balanceOf, ensureAccount, LedgerError, type NewDebit, postDebit } from './index.ts';
import {
  countTransactions,
  expectRefusal,
  houseStakes,
  playerWith,
  useLedgerDatabase,
} from './test-support.ts';

type PostingRow = { account_id: unknown; amount: unknown; created_at: unknown };
type TransactionRow = {
  kind: string;
  reference: string;
  actor_user_id: number | null;
  request_id: string | null;
  memo: string;
  created_at: unknown;
};

describe.each(testDatabaseKinds)('a debit into a house account on %s', (kind) => {
  // Enough connections that the debits really race on PostgreSQL.
  const database = useLedgerDatabase(kind, 12);

  const debitOf = (from: number, to: number, amount: number, reference = 'coupon:1'): NewDebit => ({
    kind: 'coupon_stake',
    reference,
    actorUserId: null,
    fromAccountId: from,
    toAccountId: to,
    amount,
  });

  it('writes the transaction and both postings, moves the cached balance and answers it', async () => {
    const { player, account } = await playerWith(database.db, 50_00);
    const stakes = await houseStakes(database.db);
    const stakesBefore = await balanceOf(database.db, stakes.id);
    const at = new Date('2026-03-01T12:00:00.000Z');
    const posted = await postDebit(database.db, {
      ...debitOf(account.id, stakes.id, 12_50, 'coupon:77'),
      actorUserId: player.id,
      requestId: 'req-debit-1',
      memo: 'stake',
      at,
    });
    expect(posted.balance).toBe(37_50);
    expect(await balanceOf(database.db, account.id)).toBe(37_50);
    expect(await balanceOf(database.db, stakes.id)).toBe(stakesBefore + 12_50);
    const [transaction] = rowsOf<TransactionRow>(
      await database.db.execute(
        sql`select kind, reference, actor_user_id, request_id, memo, created_at from ledger_transactions where id = ${posted.transactionId}`,
      ),
    );
    expect(transaction).toMatchObject({
      kind: 'coupon_stake',
      reference: 'coupon:77',
      actor_user_id: player.id,
      request_id: 'req-debit-1',
      memo: 'stake',
    });
    expect(new Date(String(transaction?.created_at)).getTime()).toBe(at.getTime());
    const postings = rowsOf<PostingRow>(
      await database.db.execute(
        sql`select account_id, amount, created_at from ledger_postings where transaction_id = ${posted.transactionId} order by id`,
      ),
    );
    expect(postings.map((p) => [Number(p.account_id), Number(p.amount)])).toEqual([
      [account.id, -12_50],
      [stakes.id, 12_50],
    ]);
    for (const p of postings) expect(new Date(String(p.created_at)).getTime()).toBe(at.getTime());
  });

  it('takes the last cent, then refuses with 409 insufficientCredit and writes nothing', async () => {
    const { account } = await playerWith(database.db, 10_00);
    const stakes = await houseStakes(database.db);
    expect((await postDebit(database.db, debitOf(account.id, stakes.id, 10_00))).balance).toBe(0);
    const before = await countTransactions(database.db);
    await expectRefusal(postDebit(database.db, debitOf(account.id, stakes.id, 1)), 'insufficientCredit', 409);
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, account.id)).toBe(0);
  });

  it('lets exactly 25 of 40 parallel 10.00 debits through on 250.00 and never overdraws', async () => {
    const { account } = await playerWith(database.db, 250_00);
    const stakes = await houseStakes(database.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        postDebit(database.db, debitOf(account.id, stakes.id, 10_00, `coupon:${i}`)),
      ),
    );
    const balances = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.balance] : []));
    expect(balances).toHaveLength(25);
    // Each debit answers the balance it left: every value from 240.00 down to 0 exactly once.
    expect(balances.sort((a, b) => b - a)).toEqual(Array.from({ length: 25 }, (_, i) => 240_00 - i * 10_00));
    expect(await balanceOf(database.db, account.id)).toBe(0);
  });

  it('refuses what breaks the ledger’s rules before or without writing anything', async () => {
    const { account } = await playerWith(database.db, 10_00);
    const { account: other } = await playerWith(database.db, 10_00);
    const stakes = await houseStakes(database.db);
    const euroStakes = await ensureAccount(database.db, { system: true, kind: 'stakes', currency: 'EUR' });
    const before = await countTransactions(database.db);
    const refused = [
      debitOf(account.id, stakes.id, 0),
      debitOf(account.id, stakes.id, -5),
      debitOf(account.id, stakes.id, 1.5),
      debitOf(account.id, account.id, 1),
      debitOf(account.id, stakes.id, 1, ''),
      { ...debitOf(account.id, stakes.id, 1), kind: 'gift' as NewDebit['kind'] },
      // Into a customer account (its cache would not move), out of the house, across currencies.
      debitOf(account.id, other.id, 1),
      debitOf(stakes.id, account.id, 1),
      debitOf(account.id, euroStakes.id, 1),
      debitOf(account.id, 987_654_321, 1),
    ];
    for (const debit of refused) await expect(postDebit(database.db, debit)).rejects.toThrow(LedgerError);
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, account.id)).toBe(10_00);
    expect(await balanceOf(database.db, other.id)).toBe(10_00);
  });

  it('runs inside the caller’s transaction and rolls back with it', async () => {
    const { account } = await playerWith(database.db, 50_00);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        expect((await postDebit(tx, debitOf(account.id, stakes.id, 20_00))).balance).toBe(30_00);
        throw new Error('the coupon could not be written');
      }),
    ).rejects.toThrow(/coupon could not be written/);
    expect(await balanceOf(database.db, account.id)).toBe(50_00);
    expect(await countTransactions(database.db)).toBe(before);
  });
});
