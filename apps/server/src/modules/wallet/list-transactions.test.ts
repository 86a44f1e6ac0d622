import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import {
  creditAccount,
  ensureAccount,
  type ListTransactionsQuery,
  listTransactions,
  postTransaction,
  reverseTransaction,
  type TransactionKind,
} from './index.ts';
import { useLedgerDatabase } from './test-support.ts';

const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 5, d, hour));

describe.each(testDatabaseKinds)('a user’s transaction list on %s', (kind) => {
  const database = useLedgerDatabase(kind);
  let userId: number;
  let stakeId: number;

  beforeAll(async () => {
    const db = database.db;
    const player = await buildUser(db, { role: 'player' });
    const other = await buildUser(db, { role: 'player' });
    userId = player.id;
    const house = await ensureAccount(db, { system: true, kind: 'house', currency: 'TRY' });
    const stakes = await ensureAccount(db, { system: true, kind: 'stakes', currency: 'TRY' });
    const own = await creditAccount(db, player.id, 'TRY');
    const bonus = await ensureAccount(db, { userId: player.id, kind: 'bonus', currency: 'TRY' });
    const post = (kind: TransactionKind, at: Date, from: number, to: number, amount: number) =>
      postTransaction(db, {
        kind,
        reference: `ref-${at.toISOString()}`,
        actorUserId: null,
        at,
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
    await post('credit_transfer', day(1), house.id, own.id, 500_00);
    stakeId = await post('coupon_stake', day(2), own.id, stakes.id, 20_00);
    await post('payout', day(3), stakes.id, own.id, 55_50);
    await post('slot_stake', day(4), own.id, stakes.id, 3_00);
    await post('casino_stake', day(5), own.id, stakes.id, 4_00);
    await post('bonus', day(5), house.id, bonus.id, 10_00);
    await reverseTransaction(db, stakeId, null, 'coupon cancelled', day(6));
    await giveCredit(db, other.id, 99_00);
  });

  const list = (q: Partial<ListTransactionsQuery> = {}) =>
    listTransactions(database.db, { userId, direction: 'all', offset: 0, limit: 50, ...q });

  it('lists the movements of the user’s own credit, newest first', async () => {
    const page = await list();
    expect(page.totalCount).toBe(6);
    expect(page.items.map((i) => [i.kind, i.amount])).toEqual([
      ['reversal', 20_00],
      ['casino_stake', -4_00],
      ['slot_stake', -3_00],
      ['payout', 55_50],
      ['coupon_stake', -20_00],
      ['credit_transfer', 500_00],
    ]);
    expect(page.items[4]).toMatchObject({ transactionId: stakeId, createdAt: day(2) });
  });

  it('filters income and expense', async () => {
    const income = await list({ direction: 'income' });
    expect(income.totalCount).toBe(3);
    expect(income.items.every((i) => i.amount > 0)).toBe(true);
    const expense = await list({ direction: 'expense' });
    expect(expense.items.map((i) => i.kind)).toEqual(['casino_stake', 'slot_stake', 'coupon_stake']);
  });

  it('filters a date range: from inclusive, to exclusive', async () => {
    const page = await list({ from: day(2, 0), to: day(4, 0) });
    expect(page.items.map((i) => i.kind)).toEqual(['payout', 'coupon_stake']);
    expect(page.totalCount).toBe(2);
  });

  it('filters by service, counting a reversal in the service of what it reverses', async () => {
    expect((await list({ serviceType: 1 })).items.map((i) => i.kind)).toEqual([
      'reversal',
      'payout',
      'coupon_stake',
    ]);
    expect((await list({ serviceType: 4 })).items.map((i) => i.kind)).toEqual(['casino_stake']);
    expect((await list({ serviceType: 5 })).items.map((i) => i.kind)).toEqual(['slot_stake']);
  });

  it('pages with offset and limit and still counts everything', async () => {
    const page = await list({ offset: 2, limit: 2 });
    expect(page.totalCount).toBe(6);
    expect(page.items.map((i) => i.kind)).toEqual(['slot_stake', 'payout']);
    const beyond = await list({ offset: 10 });
    expect(beyond).toEqual({ items: [], totalCount: 6 });
  });
});
