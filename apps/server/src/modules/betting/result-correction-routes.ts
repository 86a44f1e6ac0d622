// The back office's result correction call: POST /api/admin/matchResult, for admins only.
import { toMajor } from '@bet/domain/money';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { forbidden } from '../../http/errors.ts';
import { requireSession } from '../auth/index.ts';
import { type CorrectionReport, correctMatchResult } from './result-correction.ts';
import { correctMatchResultBody } from './result-correction-schema.ts';

// Who may call is decided from the session alone, before anything about the payload.
const adminOnly = async (req: FastifyRequest) => {
  if (requireSession(req).role !== 'admin') throw forbidden();
};

/** The answer: counts as they are, the amount paid in major units like every amount of the API. */
const presentCorrection = (r: CorrectionReport) => ({
  status: true,
  matchId: r.matchId,
  decidedAt: r.decidedAt,
  previous: r.previous,
  result: r.corrected,
  reopened: r.reopened,
  reversed: r.reversed,
  blocked: r.blocked,
  settledPicks: r.settled.picks,
  settledCoupons: r.settled.coupons,
  paid: toMajor(r.settled.paid),
  issues: r.issues,
});

export async function registerResultCorrection(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/admin/matchResult',
    {
      schema: { tags: ['coupons', 'admin'], body: correctMatchResultBody },
      preValidation: adminOnly,
    },
    async (req) => {
      const { userId } = requireSession(req);
      const { reqId, matchId, result } = req.body;
      const report = await correctMatchResult(deps.database.db, {
        actorUserId: userId,
        requestId: reqId,
        matchId,
        result,
        at: deps.now(),
      });
      if (report.blocked.length > 0) {
        req.log.warn(
          { matchId, coupons: report.blocked },
          'corrected result not applied to coupons whose winnings were spent',
        );
      }
      return presentCorrection(report);
    },
  );
}
