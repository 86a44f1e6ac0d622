// POST /api/admin/creditTransfer: a dealer's deposit to or withdrawal from a user below it.
import { toMajor } from '@bet/domain';
import { creditTransferAnswer, creditTransferRequest } from '@bet/domain/api/admin/credit';
import { actorOf } from '../authz/actor.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { positiveAmountFromApi } from '../modules/wallet/index.ts';
import { creditTransfer } from './credit-transfer.ts';

export async function registerCreditTransfer(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/admin/creditTransfer',
    {
      schema: {
        summary: 'Move credit to or from a user below (dealers)',
        tags: ['wallet', 'admin'],
        body: creditTransferRequest,
        response: { 200: creditTransferAnswer },
      },
      config: { access: 'credit.transfer' },
    },
    async (req) => {
      const result = await creditTransfer(deps.database.db, actorOf(req), {
        targetUserId: req.body.targetUserId,
        amount: positiveAmountFromApi(req.body.amount),
        direction: req.body.direction,
        requestId: req.body.reqId,
        at: deps.now(),
      });
      return { status: true as const, transactionId: result.transactionId, credit: toMajor(result.credit) };
    },
  );
}
