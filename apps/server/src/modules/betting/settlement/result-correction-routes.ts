// The back office's result correction call: POST /api/admin/matchResult, for platform staff.
import { toMajor } from '@bet/domain/money';
import { actorOf } from '../../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { type CorrectionReport, correctMatchResult } from './result-correction.ts';
import { correctMatchResultBody } from './result-correction-schema.ts';

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
      schema: {
        summary: 'Correct a match result and settle it again (platform staff)',
        tags: ['coupons', 'admin'],
        body: correctMatchResultBody,
      },
      config: { access: 'match.correctResult' },
    },
    async (req) => {
      const { reqId, matchId, result } = req.body;
      const report = await correctMatchResult(deps.database.db, actorOf(req), {
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
