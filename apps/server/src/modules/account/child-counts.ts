// How many accounts sit directly under each of some users: counted apart from the lists that show
// it, and only for kinds that can have any, since a subquery per row costs a page with dealers of
// 10,000 players dearly.
import { parentKinds } from '@bet/domain/authz/roles';
import { count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

export async function childCounts(
  db: Executor,
  nodes: readonly { id: number; role: string }[],
): Promise<Map<number, number>> {
  const parents = nodes.filter((n) => (parentKinds as readonly string[]).includes(n.role)).map((n) => n.id);
  const counts = new Map<number, number>();
  if (parents.length === 0) return counts;
  const rows = await db
    .select({ parentId: users.parentId, n: count() })
    .from(users)
    .where(inArray(users.parentId, parents))
    .groupBy(users.parentId);
  for (const row of rows) if (row.parentId !== null) counts.set(row.parentId, row.n);
  return counts;
}
