// The dealer tree: users.parent_id, with each user's path (its ancestors down to itself) kept by
// the users_tree_path trigger of migration 0015.
import { dealerKinds as DEALER_KINDS } from '@bet/domain/authz/roles';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Resource } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { childCounts } from './child-counts.ts';
import { type UserRow, users } from './schema.ts';
import { type TreeScope, userBranchColumn, userScopeCondition, userSearchCondition } from './user-list.ts';

/** A user as the authorization policies see it. */
export const userResource = (user: Pick<UserRow, 'id' | 'siteId' | 'path'>): Resource => ({
  type: 'user',
  id: user.id,
  siteId: user.siteId,
  path: user.path,
});

/** A user as the tree shows it, with how many accounts sit directly under it. */
export type TreeNodeRow = { id: number; username: string; role: string; status: number; childCount: number };

const nodeColumns = { id: users.id, username: users.username, role: users.role, status: users.status };

async function withChildCounts(
  db: Executor,
  nodes: Omit<TreeNodeRow, 'childCount'>[],
): Promise<TreeNodeRow[]> {
  const counts = await childCounts(db, nodes);
  return nodes.map((n) => ({ ...n, childCount: counts.get(n.id) ?? 0 }));
}

export async function findTreeNodes(db: Executor, ids: readonly number[]): Promise<TreeNodeRow[]> {
  if (ids.length === 0) return [];
  return withChildCounts(
    db,
    await db
      .select(nodeColumns)
      .from(users)
      .where(inArray(users.id, [...ids])),
  );
}

/** Whose children a tree node lists: a user's, or a site's accounts that have no parent. */
export type TreeParent = { userId: number } | { topOfSite: number };

/** The accounts directly under a user (or at the top of a site): dealers first, then by name. */
export async function treeChildren(db: Executor, parent: TreeParent): Promise<TreeNodeRow[]> {
  const children = await db
    .select(nodeColumns)
    .from(users)
    .where(
      'userId' in parent
        ? eq(users.parentId, parent.userId)
        : and(eq(users.siteId, parent.topOfSite), isNull(users.parentId)),
    )
    .orderBy(desc(inArray(users.role, [...DEALER_KINDS])), users.username);
  return withChildCounts(db, children);
}

/** Up to `limit` users of the scope whose name holds `q`, each with its path (ancestors, itself last). */
export async function searchTree(
  db: Executor,
  scope: TreeScope,
  q: string,
  limit: number,
): Promise<{ id: number; path: number[] }[]> {
  const rows = await db.execute(sql`
    select u.id, u.path from users u where ${userScopeCondition(scope)} and ${userSearchCondition(q)}
    order by array_length(u.path, 1), u.username limit ${limit}`);
  return rowsOf<{ id: unknown; path: unknown[] }>(rows).map((r) => ({
    id: toSafeInteger(r.id),
    path: r.path.map(toSafeInteger),
  }));
}

/** Holds the user's row until the transaction ends: opening accounts under it is counted one at a time. */
export async function lockUser(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** How many accounts of the given kinds sit directly under a user. */
export async function countChildren(
  db: Executor,
  parentId: number,
  kinds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.parentId, parentId), inArray(users.role, [...kinds])));
  return row?.n ?? 0;
}

/** How many accounts each branch below `parentId` holds (the child itself included). */
export async function branchSizes(db: Executor, scope: TreeScope): Promise<Map<number, number>> {
  const rows = rowsOf<{ branch: unknown; n: unknown }>(
    await db.execute(sql`
      select ${userBranchColumn(scope.belowUserId)} as branch, count(*) as n
      from users u where ${userScopeCondition(scope)} group by 1`),
  );
  return new Map(rows.map((r) => [toSafeInteger(r.branch), toSafeInteger(r.n)]));
}
