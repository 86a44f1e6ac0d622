// Reading the audit log: an admin reads its site's entries, a dealer those by or about its subtree.
import { type AuditEntry, auditAnswer, auditRequest } from '@bet/domain/api/admin/audit';
import type { UserRole } from '@bet/domain/authz/roles';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { type AuditRow, listAudit } from '../audit/index.ts';

const presentEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  role: row.actorRole as UserRole,
  ip: row.ip,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  before: row.before,
  after: row.after,
});

export function registerAuditRoutes(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/admin/audit',
    {
      schema: {
        summary: 'Back-office writes, newest first',
        tags: ['admin'],
        body: auditRequest,
        response: { 200: auditAnswer },
      },
      config: { access: 'audit.view' },
    },
    async (req) => {
      const { page, pageSize, sort, dir, q, action, actorId, from, to } = req.body;
      const window = dayRangeOf({ startDate: from, endDate: to });
      const list = await listAudit(deps.database.db, actorOf(req), {
        page,
        pageSize,
        sort,
        // Newest first unless a column was picked to sort by.
        dir: sort ? dir : 'desc',
        q,
        action,
        actorId,
        from: window.from,
        to: window.to,
      });
      return { status: true as const, rows: list.rows.map(presentEntry), total: list.total };
    },
  );
}
