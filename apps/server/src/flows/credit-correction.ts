// Manual operations: staff with the correction permission set a user's credit right against the
// house, with a reason that stays in the ledger and the audit log; once per request id.
import type { Actor } from '../authz/actor.ts';
import { authorize } from '../authz/policies.ts';
import type { Executor } from '../db/client.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { findUserById, userResource } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import {
  balanceOf,
  creditKindForRole,
  ensureAccount,
  postTransaction,
  withIdempotency,
} from '../modules/wallet/index.ts';

export type CreditCorrectionInput = {
  targetUserId: number;
  /** Minor units, not zero: positive adds to the user's credit. */
  amount: number;
  reason: string;
  requestId: string;
  at: Date;
};

export function creditCorrection(db: Executor, actor: Actor, input: CreditCorrectionInput) {
  const { targetUserId, amount, reason, requestId, at } = input;
  if (!Number.isSafeInteger(amount) || amount === 0) throw badRequest('amountInvalid');
  return withIdempotency(
    db,
    {
      actorUserId: actor.userId,
      requestId,
      operation: 'creditCorrection',
      input: { targetUserId, amount, reason },
    },
    async (tx) => {
      const target = await findUserById(tx, targetUserId);
      if (!target || target.siteId !== actor.siteId) throw forbidden();
      authorize(actor, 'credit.correct', userResource(target));
      const house = await ensureAccount(tx, { system: true, kind: 'house', currency: target.currency });
      const account = await ensureAccount(tx, {
        userId: target.id,
        kind: creditKindForRole(target.role),
        currency: target.currency,
      });
      // A credit account never goes negative: the ledger refuses a correction below zero.
      const transactionId = await postTransaction(tx, {
        kind: 'adjustment',
        reference: requestId,
        actorUserId: actor.userId,
        requestId,
        memo: reason,
        at,
        postings: [
          { accountId: house.id, amount: -amount },
          { accountId: account.id, amount },
        ],
      });
      const credit = await balanceOf(tx, account.id);
      await recordAudit(
        tx,
        actor,
        at,
        'credit.correct',
        { type: 'user', id: target.id, name: target.username, path: target.path },
        { before: { credit: credit - amount }, after: { credit, amount, reason, transactionId } },
      );
      return { transactionId, credit };
    },
  );
}
