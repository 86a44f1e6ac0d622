import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sqlState } from '../../db/sql-values.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { insertLedgerTransaction } from './post-transaction.ts';
import { ledgerPostings, ledgerTransactions } from './schema.ts';

/**
 * Undoes a transaction with a new one whose postings are its negation; both stay in the ledger.
 * A transaction is reversed at most once (409 alreadyReversed); a customer who has since spent the
 * money cannot be reversed below zero (409 insufficientCredit).
 */
export async function reverseTransaction(
  db: Executor,
  transactionId: number,
  actorUserId: number | null,
  memo: string,
  at?: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    if (!original) throw notFound();
    const [earlier] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reversesId, transactionId));
    if (earlier) throw conflict('alreadyReversed');
    const postings = await tx
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, transactionId))
      .orderBy(ledgerPostings.id);
    try {
      return await insertLedgerTransaction(
        tx,
        {
          kind: 'reversal',
          reference: String(transactionId),
          actorUserId,
          memo,
          ...(at ? { at } : {}),
          postings: postings.map((p) => ({ accountId: p.accountId, amount: -p.amount })),
        },
        transactionId,
      );
    } catch (err) {
      // A parallel reversal of the same transaction won the unique index.
      if (sqlState(err) === '23505') throw conflict('alreadyReversed');
      throw err;
    }
  });
}
