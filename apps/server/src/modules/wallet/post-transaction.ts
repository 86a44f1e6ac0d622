import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findAccountsByIds } from './accounts-repo.ts';
import { isTransactionKind, type TransactionKind } from './kinds.ts';
import { LedgerError } from './ledger-error.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.ts';

/** One leg: signed minor units, positive moves money into the account. */
export type Posting = { accountId: number; amount: number };

export type NewLedgerTransaction = {
  kind: TransactionKind;
  /** The cause's id (coupon id, transfer request id, request id). */
  reference: string;
  actorUserId: number | null;
  requestId?: string | null;
  memo?: string;
  /** When it happened (the app's clock); the database's clock when absent. */
  at?: Date;
  postings: Posting[];
};

/** Net change per account, checked: non-empty, non-zero safe integers that sum to zero. */
function netChanges(input: NewLedgerTransaction): Map<number, bigint> {
  if (!isTransactionKind(input.kind)) throw new LedgerError(`unknown transaction kind ${String(input.kind)}`);
  if (!input.reference) throw new LedgerError('a ledger transaction needs a reference');
  if (input.postings.length < 2) throw new LedgerError('a ledger transaction needs at least two postings');
  const changes = new Map<number, bigint>();
  let total = 0n;
  for (const { accountId, amount } of input.postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      throw new LedgerError(`bad account id ${accountId}`);
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError(`bad posting amount ${amount}`);
    changes.set(accountId, (changes.get(accountId) ?? 0n) + BigInt(amount));
    total += BigInt(amount);
  }
  if (total !== 0n) throw new LedgerError(`postings do not balance (sum ${total})`);
  return changes;
}

/**
 * Writes a balanced transaction and moves the customer accounts' balances, inside the caller's
 * transaction (as a savepoint) or a new one. Returns the transaction id.
 * A customer account that would go below zero refuses with 409 insufficientCredit.
 */
export function postTransaction(db: Executor, input: NewLedgerTransaction): Promise<number> {
  return insertLedgerTransaction(db, input, null);
}

/** postTransaction, also recording which transaction this one reverses. */
export async function insertLedgerTransaction(
  db: Executor,
  input: NewLedgerTransaction,
  reversesId: number | null,
): Promise<number> {
  const changes = netChanges(input);
  return db.transaction(async (tx) => {
    const accounts = await findAccountsByIds(tx, [...changes.keys()]);
    if (accounts.length !== changes.size) throw new LedgerError('posting to an account that does not exist');
    const perCurrency = new Map<string, bigint>();
    for (const account of accounts) {
      perCurrency.set(account.currency, (perCurrency.get(account.currency) ?? 0n) + changes.get(account.id)!);
    }
    for (const [currency, sum] of perCurrency) {
      if (sum !== 0n) throw new LedgerError(`postings in ${currency} do not balance (sum ${sum})`);
    }

    // Customer balances move in id order (no deadlocks between crossing transfers); the condition is
    // re-checked on the row's latest version after a wait, so parallel debits can never overdraw.
    const customerAccounts = accounts.filter((a) => !a.allowNegative).sort((a, b) => a.id - b.id);
    for (const account of customerAccounts) {
      const delta = changes.get(account.id)!;
      if (delta === 0n) continue;
      if (delta > BigInt(Number.MAX_SAFE_INTEGER) || delta < BigInt(-Number.MAX_SAFE_INTEGER)) {
        throw new LedgerError(`net change out of range on account ${account.id}`);
      }
      const moved = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${Number(delta)}` })
        .where(and(eq(ledgerAccounts.id, account.id), sql`${ledgerAccounts.balance} + ${Number(delta)} >= 0`))
        .returning({ id: ledgerAccounts.id });
      if (moved.length === 0) throw new AppError(409, 'insufficientCredit');
    }

    const at = input.at ?? null;
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: input.kind,
        reference: input.reference,
        actorUserId: input.actorUserId,
        requestId: input.requestId ?? null,
        reversesId,
        memo: input.memo ?? '',
        ...(at ? { createdAt: at } : {}),
      })
      .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
    if (!row) throw new Error('ledger transaction insert returned nothing');
    await tx.insert(ledgerPostings).values(
      input.postings.map((p) => ({
        transactionId: row.id,
        accountId: p.accountId,
        amount: p.amount,
        createdAt: row.createdAt,
      })),
    );
    return row.id;
  });
}
