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

export async function recordLoginFailure(
  db: Executor,
  values: { siteId: number; username: string; ip: string; at: Date },
): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ siteId: values.siteId, username: values.username, ip: values.ip, createdAt: values.at });
}

/** A successful sign-in starts the user's failure count afresh. */
export async function clearLoginFailures(db: Executor, siteId: number, username: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.username, username)));
}
