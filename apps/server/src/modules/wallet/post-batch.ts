// Many ledger transactions in a few statements (settling a match's coupons). The rules are those of
// postTransaction: postings balance per currency, customer balances never go below zero, cached
// balances move with the postings. The batch is all or nothing, so a customer account is checked
// once against its net change over the whole batch.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { creditAccount, findAccountsByIds, type LedgerAccount } from './accounts-repo.ts';
import { creditAccountKinds, isTransactionKind } from './kinds.ts';
import { LedgerError, ledgerRefusal } from './ledger-error.ts';
import type { NewLedgerTransaction } from './post-transaction.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.ts';

// Rows per insert statement: far below the 65,535 bind parameters a statement may carry.
const CHUNK = 2000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function checkShape(input: NewLedgerTransaction): void {
  if (!isTransactionKind(input.kind)) throw new LedgerError(`unknown transaction kind ${String(input.kind)}`);
  if (!input.reference) throw new LedgerError('a ledger transaction needs a reference');
  if (input.postings.length < 2) throw new LedgerError('a ledger transaction needs at least two postings');
  for (const { accountId, amount } of input.postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      throw new LedgerError(`bad account id ${accountId}`);
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError(`bad posting amount ${amount}`);
  }
}

/** Net change per account over the batch; each transaction must balance in each currency. */
function netChanges(inputs: readonly NewLedgerTransaction[], accounts: Map<number, LedgerAccount>) {
  const net = new Map<number, bigint>();
  for (const input of inputs) {
    const perCurrency = new Map<string, bigint>();
    for (const { accountId, amount } of input.postings) {
      const account = accounts.get(accountId);
      if (!account) throw new LedgerError('posting to an account that does not exist');
      perCurrency.set(account.currency, (perCurrency.get(account.currency) ?? 0n) + BigInt(amount));
      net.set(accountId, (net.get(accountId) ?? 0n) + BigInt(amount));
    }
    for (const [currency, sum] of perCurrency) {
      if (sum !== 0n) throw new LedgerError(`postings in ${currency} do not balance (sum ${sum})`);
    }
  }
  return net;
}

/**
 * Moves the cached balances of customer accounts, locked in id order, in one statement that refuses
 * as a whole (ledger_refuse) when any would go negative.
 */
async function moveBalances(tx: Executor, changes: [number, bigint][]): Promise<void> {
  if (changes.length === 0) return;
  for (const [id, delta] of changes) {
    if (delta > BigInt(Number.MAX_SAFE_INTEGER) || delta < BigInt(-Number.MAX_SAFE_INTEGER))
      throw new LedgerError(`net change out of range on account ${id}`);
  }
  const ordered = [...changes].sort(([a], [b]) => a - b);
  try {
    await tx.execute(sql`
      with v as (
        select * from unnest(${`{${ordered.map(([id]) => id).join(',')}}`}::bigint[],
          ${`{${ordered.map(([, delta]) => delta.toString()).join(',')}}`}::bigint[]) as v (id, delta)
      ), locked as (
        select a.id from ledger_accounts a join v on v.id = a.id order by a.id for update of a
      ), moved as (
        update ledger_accounts a set balance = a.balance + v.delta
        from v
        where a.id = v.id and a.balance + v.delta >= 0 and (select count(*) from locked) >= 0
        returning a.id
      )
      select case when (select count(*) from moved) <> ${ordered.length} then ledger_refuse('insufficientCredit') end`);
  } catch (error) {
    throw ledgerRefusal(error);
  }
}

/**
 * Writes the transactions in a few multi-row statements, inside the caller's transaction or a new
 * one. Returns their ids in input order. A customer account that would go below zero refuses the
 * whole batch with 409 insufficientCredit. Each statement either writes all its rows or fails, and a
 * failed statement ends the caller's transaction, so no savepoint is needed (and the ledger's
 * balance check at commit can leave these postings to their own transaction's check).
 */
export async function postTransactions(
  db: Executor,
  inputs: readonly NewLedgerTransaction[],
): Promise<number[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) checkShape(input);
  const write = async (tx: Executor): Promise<number[]> => {
    const accountIds = [...new Set(inputs.flatMap((i) => i.postings.map((p) => p.accountId)))];
    const found = new Map<number, LedgerAccount>();
    for (const part of chunks(accountIds)) {
      for (const account of await findAccountsByIds(tx, part)) found.set(account.id, account);
    }
    const net = netChanges(inputs, found);
    const customer = [...net].filter(([id, delta]) => delta !== 0n && !found.get(id)?.allowNegative);
    await moveBalances(tx, customer);

    const ids = rowsOf<{ id: unknown }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id from generate_series(1, ${inputs.length})`,
      ),
    ).map((r) => toSafeInteger(r.id));
    const createdAt = new Map<number, Date>();
    const rows = inputs.map((input, i) => ({
      id: ids[i] as number,
      kind: input.kind,
      reference: input.reference,
      actorUserId: input.actorUserId,
      requestId: input.requestId ?? null,
      memo: input.memo ?? '',
      ...(input.at ? { createdAt: input.at } : {}),
    }));
    for (const part of chunks(rows)) {
      const written = await tx
        .insert(ledgerTransactions)
        .values(part)
        .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
      for (const w of written) createdAt.set(w.id, w.createdAt);
    }
    const postings = inputs.flatMap((input, i) => {
      const transactionId = ids[i] as number;
      return input.postings.map((p) => ({
        transactionId,
        accountId: p.accountId,
        amount: p.amount,
        createdAt: createdAt.get(transactionId) as Date,
      }));
    });
    for (const part of chunks(postings)) await tx.insert(ledgerPostings).values(part);
    return ids;
  };
  return db instanceof PgTransaction ? write(db) : db.transaction(write);
}

/**
 * The credit accounts of many users in one currency, by user id, in one query; a user whose account
 * is not found that way (none yet) goes through creditAccount.
 */
export async function creditAccountsOf(
  db: Executor,
  userIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  const byUser = new Map<number, number[]>();
  for (const part of chunks(unique)) {
    const rows = await db
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.userId, part),
          eq(ledgerAccounts.currency, currency),
          inArray(ledgerAccounts.kind, [...creditAccountKinds]),
        ),
      );
    for (const r of rows)
      if (r.userId !== null) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
  }
  const out = new Map<number, number>();
  for (const userId of unique) {
    const ids = byUser.get(userId) ?? [];
    // One credit account is the rule; a user holding both kinds is resolved by role.
    out.set(userId, ids.length === 1 ? (ids[0] as number) : (await creditAccount(db, userId, currency)).id);
  }
  return out;
}
