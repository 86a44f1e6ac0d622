import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-values.ts';

// Deeper than any real dealer tree; stops the walk should a parent cycle ever be written.
const MAX_TREE_DEPTH = 64;

/** Whether `ancestorId` is above `userId` in the users.parent_id tree (never true for the user itself). */
export async function isAncestor(db: Executor, ancestorId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive chain (id, parent_id, depth) as (
      select id, parent_id, 0 from users where id = ${userId}
      union all
      select u.id, u.parent_id, chain.depth + 1
      from users u join chain on u.id = chain.parent_id
      where chain.depth < ${MAX_TREE_DEPTH}
    )
    select exists (select 1 from chain where id = ${ancestorId} and depth > 0) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}
