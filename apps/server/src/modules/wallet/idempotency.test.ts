import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { canonicalJson, requestHash } from './idempotency.ts';
import { getBalance, transfer, withIdempotency } from './index.ts';
import {
  countTransactions,
  countTransactionsWithRequestId,
  expectRefusal,
  useLedgerDatabase,
} from './test-support.ts';

describe('request hashing', () => {
  it('ignores key order and undefined fields, not values', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 'x', c: null }], e: undefined })).toBe(
      '{"a":[2,{"c":null,"d":"x"}],"b":1}',
    );
    expect(requestHash('op', { a: 1, b: 2 })).toBe(requestHash('op', { b: 2, a: 1 }));
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('op', { a: 2 }));
    expect(requestHash('op', { a: 1 })).not.toBe(requestHash('other', { a: 1 }));
  });
});

describe.each(testDatabaseKinds)('idempotent requests on %s', (kind) => {
  const database = useLedgerDatabase(kind, 12);

  const pair = async () => {
    const from = await buildUser(database.db, { role: 'player' });
    const to = await buildUser(database.db, { role: 'player' });
    await giveCredit(database.db, from.id, 100_00);
    return { from, to };
  };
  const send = (fromUserId: number, toUserId: number, requestId: string, amount: number) =>
    withIdempotency(
      database.db,
      { actorUserId: fromUserId, requestId, operation: 'send', input: { toUserId, amount } },
      async (tx) => {
        const transactionId = await transfer(tx, {
          fromUserId,
          toUserId,
          amount,
          currency: 'TRY',
          kind: 'credit_transfer',
          reference: requestId,
          actorUserId: fromUserId,
          requestId,
        });
        return { transactionId, credit: await getBalance(tx, fromUserId, 'TRY') };
      },
    );

  it('answers a replay with the first result and moves nothing', async () => {
    const { from, to } = await pair();
    const first = await send(from.id, to.id, 'req-replay-1', 10_00);
    const before = await countTransactions(database.db);
    const replay = await send(from.id, to.id, 'req-replay-1', 10_00);
    expect(replay).toEqual(first);
    expect(first.credit).toBe(90_00);
    expect(await countTransactions(database.db)).toBe(before);
    expect(await getBalance(database.db, from.id, 'TRY')).toBe(90_00);
    expect(await getBalance(database.db, to.id, 'TRY')).toBe(10_00);
  });

  it('refuses the same request id with another input, and keeps ids apart per caller', async () => {
    const { from, to } = await pair();
    await send(from.id, to.id, 'req-reuse-1', 10_00);
    await expectRefusal(send(from.id, to.id, 'req-reuse-1', 20_00), 'requestIdReused', 409);
    expect(await getBalance(database.db, from.id, 'TRY')).toBe(90_00);
    // Another caller's request with the same id is a different request.
    await giveCredit(database.db, to.id, 5_00);
    await send(to.id, from.id, 'req-reuse-1', 5_00);
    expect(await getBalance(database.db, from.id, 'TRY')).toBe(95_00);
  });

  it('moves money once for 20 parallel calls with one request id', async () => {
    const { from, to } = await pair();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(from.id, to.id, 'req-parallel-1', 7_00)),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(await countTransactionsWithRequestId(database.db, 'req-parallel-1')).toBe(1);
    expect(await getBalance(database.db, from.id, 'TRY')).toBe(93_00);
    expect(await getBalance(database.db, to.id, 'TRY')).toBe(7_00);
  });

  it('forgets a request that failed, so a retry with the same id can succeed', async () => {
    const { from, to } = await pair();
    await expectRefusal(send(from.id, to.id, 'req-retry-1', 500_00), 'insufficientCredit');
    expect(await countTransactionsWithRequestId(database.db, 'req-retry-1')).toBe(0);
    await giveCredit(database.db, from.id, 400_00);
    const retried = await send(from.id, to.id, 'req-retry-1', 500_00);
    expect(retried.credit).toBe(0);
    expect(await getBalance(database.db, to.id, 'TRY')).toBe(500_00);
  });
});
