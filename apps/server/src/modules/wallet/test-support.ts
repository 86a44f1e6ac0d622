// Helpers for this module's tests (not imported by the server).
import { sql } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { AppError } from '../../http/errors.ts';
import { type TestDatabase, type TestDatabaseKind, useTestDatabase } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { creditAccount, ensureAccount, type LedgerAccount } from './accounts-repo.ts';
import { auditLedger } from './ledger-audit.ts';
import { postTransaction } from './post-transaction.ts';

/** The ledger's invariants: all postings sum to zero, every transaction balances, every cache is right. */
export async function expectLedgerSound(db: Executor): Promise<void> {
  const audit = await auditLedger(db);
  for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.cacheMismatches).toEqual([]);
}

/** A test database for the enclosing suite, its ledger checked sound after every test. */
export function useLedgerDatabase(kind: TestDatabaseKind, poolSize?: number): TestDatabase {
  const database = useTestDatabase(kind, poolSize);
  afterEach(() => expectLedgerSound(database.db));
  return database;
}

/** The house's TRY stakes account. */
export const houseStakes = (db: Executor): Promise<LedgerAccount> =>
  ensureAccount(db, { system: true, kind: 'stakes', currency: 'TRY' });

/** A new player holding `minor` units of TRY credit, and their credit account. */
export async function playerWith(db: Executor, minor: number) {
  const player = await buildUser(db, { role: 'player' });
  if (minor > 0) await giveCredit(db, player.id, minor);
  return { player, account: await creditAccount(db, player.id, 'TRY') };
}

/** Posts a coupon stake of `amount` minor units from one account to another (a stakes account). */
export function postStake(
  db: Executor,
  stake: { from: number; to: number; amount: number; reference: string; actorUserId: number | null },
): Promise<number> {
  return postTransaction(db, {
    kind: 'coupon_stake',
    reference: stake.reference,
    actorUserId: stake.actorUserId,
    postings: [
      { accountId: stake.from, amount: -stake.amount },
      { accountId: stake.to, amount: stake.amount },
    ],
  });
}

/** Rejects with an AppError carrying that catalogue key (and status, when given). */
export async function expectRefusal(promise: Promise<unknown>, key: string, status?: number): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
  if (status !== undefined) expect((error as AppError).statusCode).toBe(status);
}

/** How many ledger transactions carry that request id. */
export async function countTransactionsWithRequestId(db: Executor, requestId: string): Promise<number> {
  const rows = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from ledger_transactions where request_id = ${requestId}`),
  );
  return toSafeInteger(rows[0]?.n);
}

export async function countTransactions(db: Executor): Promise<number> {
  const rows = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from ledger_transactions`));
  return toSafeInteger(rows[0]?.n);
}

/** The messages of a rejection and its causes (the ORM wraps the database's message in its own). */
export async function rejectionText(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected a rejection');
  const messages: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.join(' | ');
}
