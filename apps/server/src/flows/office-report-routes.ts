// POST /api/admin/report: a dealer's figures per branch and per period.
import { reportAnswer, reportRequest } from '@bet/domain/api/admin/reports';
import { actorOf } from '../authz/actor.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { officeReport } from './office-report.ts';

export function registerOfficeReport(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/admin/report',
    {
      schema: {
        summary: 'Stakes, payouts and GGR of the subtree per branch and period',
        tags: ['admin', 'wallet'],
        body: reportRequest,
        response: { 200: reportAnswer },
      },
      config: { access: 'report.view' },
    },
    async (req) => officeReport(deps.database.db, actorOf(req), req.body),
  );
}
