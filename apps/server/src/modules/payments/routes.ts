import { transferRequestsAnswer, transferRequestsRequest } from '@bet/domain/api/payments';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { transferRequestsOf } from './transfer-requests.ts';

/** Deposit and withdraw requests (spec 002); for now the caller's list of them. */
export async function registerPayments(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/trfs',
    {
      schema: {
        summary: 'The player’s deposit and withdrawal requests, paged',
        tags: ['payments'],
        body: transferRequestsRequest,
        response: { 200: transferRequestsAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({
      status: true as const,
      ...(await transferRequestsOf(deps.database.db, actorOf(req).userId, req.body)),
    }),
  );
}
