import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { balanceOf, LedgerError, type NewLedgerTransaction, postTransactions } from './index.ts';
import {
  countTransactions,
  expectRefusal,
  houseStakes,
  playerWith,
  useLedgerDatabase,
} from './test-support.ts';

describe.each(testDatabaseKinds)('many ledger transactions at once on %s', (kind) => {
  const database = useLedgerDatabase(kind);

  const refund = (reference: string, from: number, to: number, amount: number): NewLedgerTransaction => ({
    kind: 'coupon_refund',
    reference,
    actorUserId: null,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });

  it('writes every transaction and moves each customer balance by its net change', async () => {
    const { account: a } = await playerWith(database.db, 10_00);
    const { account: b } = await playerWith(database.db, 0);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    const ids = await postTransactions(database.db, [
      refund('coupon:1', stakes.id, a.id, 5_00),
      refund('coupon:2', stakes.id, b.id, 7_00),
      refund('coupon:3', a.id, stakes.id, 12_00),
    ]);
    expect(new Set(ids).size).toBe(3);
    expect(await countTransactions(database.db)).toBe(before + 3);
    expect(await balanceOf(database.db, a.id)).toBe(3_00);
    expect(await balanceOf(database.db, b.id)).toBe(7_00);
  });

  it('refuses the whole batch when a customer account would go below zero, writing nothing', async () => {
    const { account: a } = await playerWith(database.db, 10_00);
    const { account: b } = await playerWith(database.db, 10_00);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    await expectRefusal(
      postTransactions(database.db, [
        refund('coupon:4', stakes.id, a.id, 5_00),
        refund('coupon:5', b.id, stakes.id, 10_01),
      ]),
      'insufficientCredit',
      409,
    );
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, a.id)).toBe(10_00);
    expect(await balanceOf(database.db, b.id)).toBe(10_00);
  });

  it('refuses the whole batch when a transaction does not balance or names no account', async () => {
    const { account: a } = await playerWith(database.db, 10_00);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    const lopsided = {
      ...refund('coupon:8', stakes.id, a.id, 1_00),
      postings: [
        { accountId: stakes.id, amount: -1_00 },
        { accountId: a.id, amount: 99 },
      ],
    };
    for (const broken of [lopsided, refund('coupon:9', stakes.id, 987_654_321, 1_00)]) {
      const error = await postTransactions(database.db, [
        refund('coupon:10', stakes.id, a.id, 1_00),
        broken,
      ]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LedgerError);
    }
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, a.id)).toBe(10_00);
  });

  it('inside a caller’s transaction, a refusal ends that transaction and nothing of it stays', async () => {
    const { account: a } = await playerWith(database.db, 10_00);
    const stakes = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    await expectRefusal(
      database.db.transaction(async (tx) => {
        await postTransactions(tx, [refund('coupon:6', stakes.id, a.id, 1_00)]);
        expect(await balanceOf(tx, a.id)).toBe(11_00);
        await postTransactions(tx, [refund('coupon:7', a.id, stakes.id, 20_00)]);
      }),
      'insufficientCredit',
      409,
    );
    expect(await countTransactions(database.db)).toBe(before);
    expect(await balanceOf(database.db, a.id)).toBe(10_00);
  });
});
