// Back-office roles: named permission sets of one site for one kind of account.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles } from './schema.ts';

export type RoleRow = typeof roles.$inferSelect;

/** A role of the site, or null (another site's role is as unknown as a missing one). */
export async function findRole(db: Executor, siteId: number, id: number): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.siteId, siteId)));
  return row ?? null;
}
