import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { balanceOf, ensureAccount, LedgerError, type NewDebit, postDebit, postDebits } from './index.ts';
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

  it('writes many debits at once, answering the balance each one left, in order', async () => {
    const { account: a } = await playerWith(database.db, 30_00);
    const { account: b } = await playerWith(database.db, 5_00);
    const stakes = await houseStakes(database.db);
    const posted = await postDebits(database.db, [
      debitOf(a.id, stakes.id, 10_00, 'coupon:a1'),
      debitOf(b.id, stakes.id, 5_00, 'coupon:b1'),
      debitOf(a.id, stakes.id, 15_00, 'coupon:a2'),
    ]);
    expect(posted.map((p) => p.balance)).toEqual([20_00, 0, 5_00]);
    expect(new Set(posted.map((p) => p.transactionId)).size).toBe(3);
    const references = rowsOf<{ id: unknown; reference: string }>(
      await database.db.execute(
        sql`select id, reference from ledger_transactions where id in (${sql.join(
          posted.map((p) => sql`${p.transactionId}`),
          sql`, `,
        )})`,
      ),
    );
    const byId = new Map(references.map((r) => [Number(r.id), r.reference]));
    expect(posted.map((p) => byId.get(p.transactionId))).toEqual(['coupon:a1', 'coupon:b1', 'coupon:a2']);
    expect(await balanceOf(database.db, a.id)).toBe(5_00);
    expect(await balanceOf(database.db, b.id)).toBe(0);
  });

  it('refuses all the debits when one account cannot pay its total, and writes nothing', async () => {
    const { account: a } = await playerWith(database.db, 30_00);
    const { account: b } = await playerWith(database.db, 5_00);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    await expectRefusal(
      postDebits(database.db, [
        debitOf(a.id, stakes.id, 10_00, 'coupon:a1'),
        debitOf(b.id, stakes.id, 3_00, 'coupon:b1'),
        debitOf(b.id, stakes.id, 3_00, 'coupon:b2'),
      ]),
      'insufficientCredit',
      409,
    );
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, a.id)).toBe(30_00);
    expect(await balanceOf(database.db, b.id)).toBe(5_00);
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
