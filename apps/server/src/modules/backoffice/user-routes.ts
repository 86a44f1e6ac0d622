// The back office's user list, the dealer tree and opening accounts.
import {
  createUserAnswer,
  createUserRequest,
  type TreeAnswer,
  treeAnswer,
  treeRequest,
  type UserRow,
  usersAnswer,
  usersRequest,
} from '@bet/domain/api/admin/users';
import type { UserRole } from '@bet/domain/authz/roles';
import { actorOf } from '../../authz/actor.ts';
import { authorize, listScope } from '../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { forbidden } from '../../http/errors.ts';
import {
  findTreeNodes,
  findUserById,
  listUsers,
  searchTree,
  type TreeNodeRow,
  treeChildren,
  type UserListRow,
  userResource,
} from '../account/index.ts';
import { openAccount } from './open-account.ts';

const tags = ['admin', 'users'];
// A tree search shows this many hits; narrowing the text finds the rest.
const TREE_SEARCH_HITS = 50;

const presentUser = (row: UserListRow): UserRow => ({
  ...row,
  role: row.role as UserRole,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});
const presentNode = (row: TreeNodeRow) => ({ ...row, role: row.role as UserRole });

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

  app.post(
    '/api/admin/tree',
    {
      schema: {
        summary: 'A node of the dealer tree with its children, or a search of it',
        tags,
        body: treeRequest,
        response: { 200: treeAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req): Promise<TreeAnswer> => {
      const actor = actorOf(req);
      const rootId = req.body.parentId ?? actor.userId;
      const target = await findUserById(db, rootId);
      if (!target) throw forbidden();
      if (rootId !== actor.userId) authorize(actor, 'user.view', userResource(target));
      const [root] = await findTreeNodes(db, [rootId]);
      if (!root) throw forbidden();
      const q = req.body.q?.trim();
      if (!q) {
        const nodes = await treeChildren(db, rootId);
        return { status: true, root: presentNode(root), nodes: nodes.map(presentNode), paths: [] };
      }
      const hits = await searchTree(
        db,
        { siteId: actor.siteId, belowUserId: rootId, selfId: rootId },
        q.toLowerCase(),
        TREE_SEARCH_HITS,
      );
      // Each hit's path from the searched node down; nodes above it are not the caller's to see.
      const paths = hits.map((hit) => hit.path.slice(hit.path.indexOf(rootId) + 1));
      const nodes = new Map(
        (await findTreeNodes(db, [...new Set(paths.flat())])).map((n) => [n.id, presentNode(n)]),
      );
      return {
        status: true,
        root: presentNode(root),
        nodes: [],
        paths: paths.map((path) => path.flatMap((id) => nodes.get(id) ?? [])),
      };
    },
  );
}
