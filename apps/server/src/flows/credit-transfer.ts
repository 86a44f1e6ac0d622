// A dealer moves credit to or from a user of its subtree: the account module says who the user is,
// the wallet moves the money, in one transaction under the request's idempotency key.
import type { Actor } from '../authz/actor.ts';
import { authorize } from '../authz/policies.ts';
import type { Executor } from '../db/client.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { findUserById, grantsOfUsers, userResource } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import {
  balanceOf,
  creditKindForRole,
  ensureAccount,
  type LedgerAccount,
  postTransaction,
  withIdempotency,
} from '../modules/wallet/index.ts';

export type CreditTransferInput = {
  targetUserId: number;
  /** Minor units, positive. */
  amount: number;
  /** deposit: dealer → user; withdraw: user → dealer. */
  direction: 'deposit' | 'withdraw';
  requestId: string;
  at: Date;
};

export type CreditTransferResult = { transactionId: number; credit: number };

/** An admin moves the house's money; a dealer moves their own credit. */
export function funding(db: Executor, actor: Actor, currency: string): Promise<LedgerAccount> {
  if (actor.role === 'admin') return ensureAccount(db, { system: true, kind: 'house', currency });
  return ensureAccount(db, { userId: actor.userId, kind: creditKindForRole(actor.role), currency });
}

/**
 * A dealer (or admin) loads credit onto a user below them or takes it back, once per request id.
 * Unknown users and users outside the actor's tree are both 403, so the call reveals nothing.
 * Answers the target's credit after the move, in minor units.
 */
export async function creditTransfer(
  db: Executor,
  actor: Actor,
  input: CreditTransferInput,
): Promise<CreditTransferResult> {
  const { targetUserId, amount, direction, requestId, at } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badRequest('amountInvalid');
  return withIdempotency(
    db,
    {
      actorUserId: actor.userId,
      requestId,
      operation: 'creditTransfer',
      input: { targetUserId, amount, direction },
    },
    async (tx) => {
      const target = await findUserById(tx, targetUserId);
      if (!target) throw forbidden();
      authorize(actor, 'credit.transfer', userResource(target));
      if (actor.permissions.has('credit.blocked')) throw forbidden('transfersBlocked');
      if ((await grantsOfUsers(tx, [target.id])).get(target.id)?.has('credit.blocked')) {
        throw forbidden('accountTransfersBlocked');
      }

      const currency = target.currency;
      const dealerAccount = await funding(tx, actor, currency);
      const userAccount = await ensureAccount(tx, {
        userId: target.id,
        kind: creditKindForRole(target.role),
        currency,
      });
      const intoUser = direction === 'deposit' ? amount : -amount;
      const transactionId = await postTransaction(tx, {
        kind: 'credit_transfer',
        reference: requestId,
        actorUserId: actor.userId,
        requestId,
        memo: direction,
        at,
        postings: [
          { accountId: dealerAccount.id, amount: -intoUser },
          { accountId: userAccount.id, amount: intoUser },
        ],
      });
      const credit = await balanceOf(tx, userAccount.id);
      await recordAudit(
        tx,
        actor,
        at,
        `credit.${direction}`,
        { type: 'user', id: target.id, name: target.username, path: target.path },
        { before: { credit: credit - intoUser }, after: { credit, amount, transactionId } },
      );
      return { transactionId, credit };
    },
  );
}
