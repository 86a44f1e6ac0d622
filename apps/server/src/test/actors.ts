import { sql } from 'drizzle-orm';
import type { Actor } from '../authz/actor.ts';
import { buildActor } from '../authz/actor.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf, toSafeInteger } from '../db/sql-values.ts';

type ActorRow = {
  username: string;
  role: string;
  site_id: unknown;
  path: unknown[];
  status: number;
  permissions: string[] | null;
  is_default: boolean;
};

/** The actor a signed-in session of the user would get (as the session hook builds it). */
export async function actorFor(db: Executor, userId: number): Promise<Actor> {
  const [row] = rowsOf<ActorRow>(
    await db.execute(sql`
      select u.username, u.role, u.site_id, u.path, u.status, r.permissions, s.is_default
      from users u join sites s on s.id = u.site_id left join roles r on r.id = u.role_id
      where u.id = ${userId}`),
  );
  if (!row) throw new Error(`no user ${userId}`);
  if (row.status !== 1) throw new Error(`user ${userId} is passive: it cannot sign in`);
  return buildActor(
    {
      userId,
      username: row.username,
      sessionId: `test-session-${userId}`,
      role: row.role,
      rolePermissions: row.permissions,
      path: row.path.map(toSafeInteger),
    },
    { id: toSafeInteger(row.site_id), platform: row.is_default },
    '127.0.0.1',
  );
}
