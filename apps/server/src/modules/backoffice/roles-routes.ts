// Back-office roles: the site's permission sets, read by whoever opens accounts, edited by admins.
import { type RoleEntry, rolesAnswer, saveRoleAnswer, saveRoleRequest } from '@bet/domain/api/admin/roles';
import { callBody } from '@bet/domain/api/fields';
import { isStaffPermission, type UserRole } from '@bet/domain/authz/roles';
import { actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import { sqlState } from '../../db/sql-values.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { findRole, insertRole, listRoles, type RoleRow, updateRole } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';

const tags = ['admin', 'users'];
const UNIQUE_VIOLATION = '23505';

const presentRole = (role: RoleRow, users: number): RoleEntry => ({
  id: role.id,
  name: role.name,
  kind: role.kind as UserRole,
  permissions: role.permissions.filter(isStaffPermission),
  users,
});

export function registerRolesRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/roles',
    {
      schema: { summary: 'The site’s roles', tags, body: callBody({}), response: { 200: rolesAnswer } },
      config: { access: ['role.view', 'role.manage'] },
    },
    async (req) => {
      const rows = await listRoles(db, actorOf(req).siteId);
      return { status: true as const, rows: rows.map((row) => presentRole(row, row.users)) };
    },
  );

  app.post(
    '/api/admin/saveRole',
    {
      schema: {
        summary: 'Add or change a role',
        tags,
        body: saveRoleRequest,
        response: { 200: saveRoleAnswer },
      },
      config: { access: 'role.manage' },
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'role.manage', { type: 'site', siteId: actor.siteId });
      const { id, name, kind, permissions } = req.body;
      const fields = { name: name.trim(), permissions: [...new Set(permissions)].sort() };
      const at = deps.now();
      const saving = db.transaction(async (tx) => {
        if (id === undefined) {
          const created = await insertRole(tx, actor.siteId, { ...fields, kind }, at);
          await recordAudit(
            tx,
            actor,
            at,
            'role.create',
            { type: 'role', id: created.id, name: created.name },
            { after: { kind, ...fields } },
          );
          return created;
        }
        const existing = await findRole(tx, actor.siteId, id);
        if (!existing) throw forbidden();
        if (existing.kind !== kind) throw badRequest('roleKindMismatch');
        const updated = await updateRole(tx, id, fields, at);
        await recordAudit(
          tx,
          actor,
          at,
          'role.update',
          { type: 'role', id, name: updated.name },
          { before: { name: existing.name, permissions: existing.permissions }, after: fields },
        );
        return updated;
      });
      const role = await saving.catch((err: unknown) => {
        throw sqlState(err) === UNIQUE_VIOLATION ? badRequest('roleNameTaken') : err;
      });
      const users = (await listRoles(db, actor.siteId)).find((r) => r.id === role.id)?.users ?? 0;
      return { status: true as const, role: presentRole(role, users) };
    },
  );
}
