// Helpers for this module's tests (not imported by the server).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { auditLedger } from './ledger-audit.ts';
import { rowsOf, toSafeInteger } from './sql-values.ts';

/** The ledger's invariants: all postings sum to zero, every transaction balances, every cache is right. */
export async function expectLedgerSound(db: Executor): Promise<void> {
  const audit = await auditLedger(db);
  for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.cacheMismatches).toEqual([]);
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
