import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { balanceOf, creditAccount, ensureAccount, getBalance, transfer } from './index.ts';
import { postStake, useLedgerDatabase } from './test-support.ts';

describe.each(testDatabaseKinds)('parallel money movements on %s', (kind) => {
  // Enough connections that the debits really race on PostgreSQL.
  const database = useLedgerDatabase(kind, 12);

  it('lets exactly 25 of 40 parallel 10.00 debits through on 250.00 and never overdraws', async () => {
    const player = await buildUser(database.db, { role: 'player' });
    await giveCredit(database.db, player.id, 250_00);
    const account = await creditAccount(database.db, player.id, 'TRY');
    const stakes = await ensureAccount(database.db, { system: true, kind: 'stakes', currency: 'TRY' });
    const stakesBefore = await balanceOf(database.db, stakes.id);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        postStake(database.db, {
          from: account.id,
          to: stakes.id,
          amount: 10_00,
          reference: `coupon-${i}`,
          actorUserId: player.id,
        }),
      ),
    );

    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(accepted).toHaveLength(25);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).key).toBe('insufficientCredit');
    }
    expect(await getBalance(database.db, player.id, 'TRY')).toBe(0);
    expect(await balanceOf(database.db, stakes.id)).toBe(stakesBefore + 250_00);
  });

  it('runs crossing transfers between two players in parallel without deadlock or loss', async () => {
    const a = await buildUser(database.db, { role: 'player' });
    const b = await buildUser(database.db, { role: 'player' });
    await giveCredit(database.db, a.id, 100_00);
    await giveCredit(database.db, b.id, 100_00);
    const move = (from: number, to: number, i: number) =>
      transfer(database.db, {
        fromUserId: from,
        toUserId: to,
        amount: 1_00 + i,
        currency: 'TRY',
        kind: 'credit_transfer',
        reference: `cross-${from}-${i}`,
        actorUserId: from,
      });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? move(a.id, b.id, i) : move(b.id, a.id, i))),
    );
    const sentByA = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 2)
      .reduce((sum, i) => sum + 1_00 + i, 0);
    const sentByB = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 2 === 0)
      .reduce((sum, i) => sum + 1_00 + i, 0);
    expect(await getBalance(database.db, a.id, 'TRY')).toBe(100_00 - sentByA + sentByB);
    expect(await getBalance(database.db, b.id, 'TRY')).toBe(100_00 - sentByB + sentByA);
  });
});
