// An operator approves or rejects a waiting request. Approving a deposit credits the player; approving
// a withdrawal pays its hold out; rejecting a withdrawal returns the hold. Above the site's threshold
// two different staff members must approve. Once per request id, and a decided request stays decided.
import { count, eq } from 'drizzle-orm';
import type { Actor } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import { conflict, forbidden } from '../../../http/errors.ts';
import { findUserById, userResource } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { mailPlayer, type PlayerMail, playerAmount } from '../player-mail.ts';
import { transferApprovals } from '../schema.ts';
import { approvalsNeeded } from './office-queue.ts';
import { creditDeposit, payWithdrawal, returnWithdrawal } from './transfer-money.ts';
import { closeTransferRequest, lockTransferRequest } from './transfer-requests-repo.ts';

export type Decision = { reqId: string; id: number; decision: 'approve' | 'reject'; note: string };

/** Whether the request is now decided, or still waits for a second approval. */
export type DecisionResult = { id: number; status: 0 | 1 | 2 };

export async function decideTransfer(
  db: Executor,
  actor: Actor,
  input: Decision,
  secondApprovalAbove: number,
  at: Date,
  mail: PlayerMail,
): Promise<DecisionResult> {
  const { id, decision, note } = input;
  return withIdempotency(
    db,
    {
      actorUserId: actor.userId,
      requestId: input.reqId,
      operation: 'decideTransfer',
      input: { id, decision, note },
    },
    async (tx) => {
      const row = await lockTransferRequest(tx, id);
      const player = row ? await findUserById(tx, row.userId) : null;
      // A request outside the actor's subtree reads as missing.
      if (!row || !player) throw forbidden();
      authorize(actor, 'transfer.decide', userResource(player));
      if (row.status !== 0) throw conflict('transferAlreadyDecided');
      // A provider's page is open on it: only the provider's callback decides.
      if (row.gateway !== '') throw conflict('transferGatewayDecides');
      const money = { ...row, role: player.role };
      const target = { type: 'transfer' as const, id: row.id, name: player.username, path: player.path };

      if (decision === 'reject') {
        if (row.transferType === 1) await returnWithdrawal(tx, money, actor.userId, at);
        await closeTransferRequest(tx, id, { status: 2, reqResult: note, decidedBy: actor.userId, at });
        await recordAudit(tx, actor, at, 'transfer.reject', target, {
          after: { status: 2, amount: row.amount, note },
        });
        return { id, status: 2 as const };
      }

      const added = await tx
        .insert(transferApprovals)
        .values({ transferId: id, staffId: actor.userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ staffId: transferApprovals.staffId });
      if (added.length === 0) throw conflict('secondApproverRequired');
      const [approvals] = await tx
        .select({ n: count() })
        .from(transferApprovals)
        .where(eq(transferApprovals.transferId, id));
      if ((approvals?.n ?? 0) < approvalsNeeded(row.amount, secondApprovalAbove)) {
        await recordAudit(tx, actor, at, 'transfer.firstApproval', target, { after: { amount: row.amount } });
        return { id, status: 0 as const };
      }
      if (row.transferType === 0) await creditDeposit(tx, money, actor.userId, at);
      else {
        await payWithdrawal(tx, money, actor.userId, at);
        await mailPlayer(tx, mail, player, 'withdrawalApproved', {
          amount: playerAmount(row.amount, row.currency, player),
        });
      }
      await closeTransferRequest(tx, id, { status: 1, reqResult: note, decidedBy: actor.userId, at });
      await recordAudit(tx, actor, at, 'transfer.approve', target, {
        after: { status: 1, amount: row.amount, note },
      });
      return { id, status: 1 as const };
    },
  );
}
