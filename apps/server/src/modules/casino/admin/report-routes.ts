// POST /api/admin/casinoReport: the in-house games' stakes, wins and GGR of the caller's players per
// game and per provider, for a range of days.
import { casinoReportAnswer, casinoReportRequest } from '@bet/domain/api/admin/casino';
import { actorOf } from '../../../authz/actor.ts';
import { listScope } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { dayRangeOf } from '../../../http/day-range.ts';
import { findUserById, userScopeCondition } from '../../account/index.ts';
import { casinoFigures } from './casino-figures.ts';

export function registerReportRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  app.post(
    '/api/admin/casinoReport',
    {
      schema: {
        summary: 'Casino stakes, wins and GGR per game and per provider',
        tags: ['admin', 'casino'],
        body: casinoReportRequest,
        response: { 200: casinoReportAnswer },
      },
      config: { access: 'casino.report' },
    },
    async (req) => {
      const actor = actorOf(req);
      const window = dayRangeOf({ startDate: req.body.from, endDate: req.body.to });
      const filter = { scope: userScopeCondition(listScope(actor)), from: window.from, to: window.to };
      const [figures, self] = await Promise.all([casinoFigures(db, filter), findUserById(db, actor.userId)]);
      return { status: true as const, currency: self?.currency ?? '', ...figures };
    },
  );
}
