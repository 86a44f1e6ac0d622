import type { Executor } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { findUserById, isAncestor, type UserRow } from '../account/index.ts';
import { balanceOf, ensureAccount, type LedgerAccount } from './accounts-repo.ts';
import { withIdempotency } from './idempotency.ts';
import { creditKindForRole } from './kinds.ts';
import { postTransaction } from './post-transaction.ts';

export type CreditTransferInput = {
  callerUserId: number;
  targetUserId: number;
  /** Minor units, positive. */
  amount: number;
  /** deposit: dealer → user; withdraw: user → dealer. */
  direction: 'deposit' | 'withdraw';
  requestId: string;
  at: Date;
};

export type CreditTransferResult = { transactionId: number; credit: number };

const transferRoles = new Set(['admin', 'dealer', 'sub_dealer']);

/** Admins manage every user of their site; dealers and sub-dealers only those below them in the tree. */
async function mayManage(db: Executor, caller: UserRow, target: UserRow): Promise<boolean> {
  if (caller.id === target.id) return false;
  if (caller.role === 'admin' && caller.siteId === target.siteId) return true;
  return isAncestor(db, caller.id, target.id);
}

/** An admin moves the house's money; a dealer moves their own credit. */
function funding(db: Executor, caller: UserRow, currency: string): Promise<LedgerAccount> {
  if (caller.role === 'admin') return ensureAccount(db, { system: true, kind: 'house', currency });
  return ensureAccount(db, { userId: caller.id, kind: creditKindForRole(caller.role), currency });
}

/**
 * A dealer (or admin) loads credit onto a user below them or takes it back, once per request id.
 * Unknown users and users outside the caller's tree are both 403, so the call reveals nothing.
 * Answers the target's credit after the move, in minor units.
 */
export async function creditTransfer(
  db: Executor,
  input: CreditTransferInput,
): Promise<CreditTransferResult> {
  const { callerUserId, targetUserId, amount, direction, requestId, at } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest('amountInvalid');
  return withIdempotency(
    db,
    {
      actorUserId: callerUserId,
      requestId,
      operation: 'creditTransfer',
      input: { targetUserId, amount, direction },
    },
    async (tx) => {
      const caller = await findUserById(tx, callerUserId);
      if (caller?.status !== 1 || !transferRoles.has(caller.role)) throw forbidden();
      const target = await findUserById(tx, targetUserId);
      if (!target || !(await mayManage(tx, caller, target))) throw forbidden();

      const currency = target.currency;
      const dealerAccount = await funding(tx, caller, currency);
      const userAccount = await ensureAccount(tx, {
        userId: target.id,
        kind: creditKindForRole(target.role),
        currency,
      });
      const intoUser = direction === 'deposit' ? amount : -amount;
      const transactionId = await postTransaction(tx, {
        kind: 'credit_transfer',
        reference: requestId,
        actorUserId: caller.id,
        requestId,
        memo: direction,
        at,
        postings: [
          { accountId: dealerAccount.id, amount: -intoUser },
          { accountId: userAccount.id, amount: intoUser },
        ],
      });
      return { transactionId, credit: await balanceOf(tx, userAccount.id) };
    },
  );
}
