import type { Executor } from '../../db/client.ts';
import { creditAccount } from './accounts-repo.ts';
import type { TransactionKind } from './kinds.ts';
import { LedgerError } from './ledger-error.ts';
import { postTransaction } from './post-transaction.ts';

export type TransferInput = {
  fromUserId: number;
  toUserId: number;
  /** Minor units, positive. */
  amount: number;
  currency: string;
  kind: TransactionKind;
  reference: string;
  actorUserId: number | null;
  requestId?: string | null;
  memo?: string;
  at?: Date;
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
