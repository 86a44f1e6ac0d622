import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { requireSession } from '../auth/index.ts';
import { transferRequestsBody, transferRequestsOf } from './transfer-requests.ts';

const signedIn = async (req: FastifyRequest) => void requireSession(req);

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
      preValidation: signedIn,
    },
    async (req) => ({
      status: true as const,
      ...(await transferRequestsOf(deps.database.db, requireSession(req).userId, req.body)),
    }),
  );
}
