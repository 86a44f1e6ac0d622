// The dealer tree: a node's children, or a search of the caller's part of it. An admin's part is
// its whole site, so its tree starts at the site's top (every account without a parent, itself
// among them): players who registered with no dealer sit there too.
import { type TreeAnswer, type TreeNode, treeAnswer, treeRequest } from '@bet/domain/api/admin/users';
import type { UserRole } from '@bet/domain/authz/roles';
import { type Actor, actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { forbidden } from '../../http/errors.ts';
import {
  findTreeNodes,
  findUserById,
  searchTree,
  type TreeNodeRow,
  type TreeParent,
  treeChildren,
  userResource,
} from '../account/index.ts';

// A tree search shows this many hits; narrowing the text finds the rest.
const TREE_SEARCH_HITS = 50;

const presentNode = (row: TreeNodeRow): TreeNode => ({ ...row, role: row.role as UserRole });

/** Where a tree answer starts: a node the actor may see, or (for an admin) the site's top. */
type Start = { root: TreeNodeRow | null; parent: TreeParent; belowUserId: number | null };

async function startOf(db: Executor, actor: Actor, parentId: number | undefined): Promise<Start> {
  if (parentId === undefined && actor.role === 'admin') {
    return { root: null, parent: { topOfSite: actor.siteId }, belowUserId: null };
  }
  const rootId = parentId ?? actor.userId;
  const target = await findUserById(db, rootId);
  if (!target) throw forbidden();
  if (rootId !== actor.userId) authorize(actor, 'user.view', userResource(target));
  const [root] = await findTreeNodes(db, [rootId]);
  if (!root) throw forbidden();
  return { root, parent: { userId: rootId }, belowUserId: rootId };
}

/** Up to TREE_SEARCH_HITS accounts below the start whose names match, each with its path from there. */
async function searchPaths(db: Executor, actor: Actor, start: Start, q: string): Promise<TreeNode[][]> {
  const { belowUserId } = start;
  const hits = await searchTree(
    db,
    { siteId: actor.siteId, belowUserId, selfId: belowUserId },
    q.toLowerCase(),
    TREE_SEARCH_HITS,
  );
  // Nodes above the start are not the caller's to see.
  const paths = hits.map((hit) =>
    belowUserId === null ? hit.path : hit.path.slice(hit.path.indexOf(belowUserId) + 1),
  );
  const nodes = new Map(
    (await findTreeNodes(db, [...new Set(paths.flat())])).map((n) => [n.id, presentNode(n)]),
  );
  return paths.map((path) => path.flatMap((id) => nodes.get(id) ?? []));
}

export function registerTreeRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/tree',
    {
      schema: {
        summary: 'A node of the dealer tree with its children, or a search of it',
        tags: ['admin', 'users'],
        body: treeRequest,
        response: { 200: treeAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req): Promise<TreeAnswer> => {
      const actor = actorOf(req);
      const start = await startOf(db, actor, req.body.parentId);
      const root = start.root ? presentNode(start.root) : null;
      const q = req.body.q?.trim();
      if (!q) {
        const nodes = await treeChildren(db, start.parent);
        return { status: true, root, nodes: nodes.map(presentNode), paths: [] };
      }
      return { status: true, root, nodes: [], paths: await searchPaths(db, actor, start, q) };
    },
  );
}
