import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from './schema.ts';

export async function countLoginFailuresSince(
  db: Executor,
  siteId: number,
  username: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.siteId, siteId),
        eq(loginFailures.username, username),
        gt(loginFailures.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Records a failed (or not yet judged) sign-in; its id. */
export async function recordLoginFailure(
  db: Executor,
  values: { siteId: number; username: string; ip: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ siteId: values.siteId, username: values.username, ip: values.ip, createdAt: values.at })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error('login failure not recorded');
  return row.id;
}

/** Takes back one recorded attempt that turned out to be no failure. */
export async function forgetLoginFailure(db: Executor, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** A successful sign-in starts the user's failure count afresh. */
export async function clearLoginFailures(db: Executor, siteId: number, username: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.username, username)));
}
