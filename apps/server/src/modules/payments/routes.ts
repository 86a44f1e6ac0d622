import { z } from 'zod';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { transferRequestsBody, transferRequestsOf } from './transfer-requests.ts';

const transferRequestItem = z.object({
  id: z.number(),
  logo: z.string(),
  catName: z.string(),
  payTag: z.string(),
  note: z.string(),
  transferType: z.number(),
  amount: z.number(),
  status: z.number(),
  reqResult: z.string(),
  createdAt: z.string(),
});

/** Deposit and withdraw requests (spec 002); for now the caller's list of them. */
export async function registerPayments(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/trfs',
    {
      schema: {
        summary: 'The player’s deposit and withdrawal requests, paged',
        tags: ['payments'],
        body: transferRequestsBody,
        response: {
          200: z.object({
            status: z.literal(true),
            results: z.array(transferRequestItem),
            totalCount: z.number(),
          }),
        },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({
      status: true as const,
      ...(await transferRequestsOf(deps.database.db, actorOf(req).userId, req.body)),
    }),
  );
}
