import type { Executor } from '../../db/client.ts';
import { creditAccount } from './accounts-repo.ts';
import { LedgerError } from './ledger-error.ts';
import { type NewLedgerTransaction, postTransaction } from './post-transaction.ts';

/** Who pays whom, and the cause fields of the ledger transaction it writes. */
export type TransferInput = Omit<NewLedgerTransaction, 'postings'> & {
  fromUserId: number;
  toUserId: number;
  /** Minor units, positive. */
  amount: number;
  currency: string;
};

/** Moves credit from one user's credit account to another's (accounts by role: dealer or player). */
export async function transfer(db: Executor, input: TransferInput): Promise<number> {
  const { fromUserId, toUserId, amount, currency, ...cause } = input;
  if (fromUserId === toUserId) throw new LedgerError('a transfer needs two different users');
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new LedgerError(`bad transfer amount ${amount}`);
  const from = await creditAccount(db, fromUserId, currency);
  const to = await creditAccount(db, toUserId, currency);
  return postTransaction(db, {
    ...cause,
    postings: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
  });
}
