// Manual credit corrections, and a dealer's balances: its own credit and its subtree's.
import { toMajor } from '@bet/domain';
import {
  balancesAnswer,
  balancesRequest,
  creditCorrectionAnswer,
  creditCorrectionRequest,
} from '@bet/domain/api/admin/credit-correction';
import { actorOf } from '../authz/actor.ts';
import { authorize } from '../authz/policies.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { forbidden } from '../http/errors.ts';
import { findUserById, userResource, userScopeCondition } from '../modules/account/index.ts';
import { getBalance, signedAmountFromApi, subtreeCredit } from '../modules/wallet/index.ts';
import { creditCorrection } from './credit-correction.ts';

const tags = ['admin', 'wallet'];

export function registerCreditCorrection(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/creditCorrection',
    {
      schema: {
        summary: 'Correct a user’s credit against the house, with a reason',
        tags,
        body: creditCorrectionRequest,
        response: { 200: creditCorrectionAnswer },
      },
      config: { access: 'credit.correct' },
    },
    async (req) => {
      const result = await creditCorrection(db, actorOf(req), {
        targetUserId: req.body.targetUserId,
        amount: signedAmountFromApi(req.body.amount),
        reason: req.body.reason,
        requestId: req.body.reqId,
        at: deps.now(),
      });
      return { status: true as const, transactionId: result.transactionId, credit: toMajor(result.credit) };
    },
  );

  app.post(
    '/api/admin/balances',
    {
      schema: {
        summary: 'A dealer’s own credit and its subtree’s',
        tags,
        body: balancesRequest,
        response: { 200: balancesAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req) => {
      const actor = actorOf(req);
      const targetId = req.body.targetUserId ?? actor.userId;
      const target = await findUserById(db, targetId);
      if (!target || target.siteId !== actor.siteId) throw forbidden();
      if (targetId !== actor.userId) authorize(actor, 'user.view', userResource(target));
      const scope = { siteId: actor.siteId, belowUserId: target.id, selfId: target.id };
      const [own, below] = await Promise.all([
        getBalance(db, target.id, target.currency),
        subtreeCredit(db, { condition: userScopeCondition(scope) }, target.currency),
      ]);
      return {
        status: true as const,
        currency: target.currency,
        own,
        subtree: below.credit,
        accounts: below.accounts,
      };
    },
  );
}
