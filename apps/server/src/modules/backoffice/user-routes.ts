// The back office's user list and opening accounts.
import {
  createUserAnswer,
  createUserRequest,
  type UserRow,
  usersAnswer,
  usersRequest,
} from '@bet/domain/api/admin/users';
import type { UserRole } from '@bet/domain/authz/roles';
import { actorOf } from '../../authz/actor.ts';
import { listScope } from '../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { forbidden } from '../../http/errors.ts';
import { listUsers, type UserListRow } from '../account/index.ts';
import { openAccount } from './open-account.ts';

const tags = ['admin', 'users'];

const presentUser = (row: UserListRow): UserRow => ({
  ...row,
  role: row.role as UserRole,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export function registerUserRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/users',
    {
      schema: {
        summary: 'Users below the caller, a page at a time',
        tags,
        body: usersRequest,
        response: { 200: usersAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req) => {
      const { page, pageSize, sort, dir, q, role, status, parentId } = req.body;
      const list = await listUsers(db, {
        scope: listScope(actorOf(req)),
        page,
        pageSize,
        sort,
        dir,
        q,
        role,
        status,
        parentId,
      });
      return { status: true as const, rows: list.rows.map(presentUser), total: list.total };
    },
  );

  app.post(
    '/api/admin/createUser',
    {
      schema: {
        summary: 'Open an account under the caller or a dealer below it',
        tags,
        body: createUserRequest,
        response: { 200: createUserAnswer },
      },
      config: { access: ['user.create', 'dealer.create'] },
    },
    async (req) => {
      const actor = actorOf(req);
      const { userId } = await openAccount(deps, actor, req.body);
      const { rows } = await listUsers(db, {
        scope: { siteId: actor.siteId, belowUserId: null, selfId: actor.userId },
        page: 1,
        pageSize: 1,
        dir: 'asc',
        id: userId,
      });
      const [row] = rows;
      if (!row) throw forbidden();
      return { status: true as const, user: presentUser(row) };
    },
  );
}
