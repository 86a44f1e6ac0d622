import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../account/schema.ts';
import { sessions } from './schema.ts';

export type NewSession = typeof sessions.$inferInsert;

export type ActiveSession = { id: string; userId: number; role: string; expiresAt: Date; lastSeenAt: Date };

export async function insertSession(db: Executor, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The unexpired, unrevoked session with this id on this site, if its user is active. */
export async function findActiveSession(
  db: Executor,
  id: string,
  siteId: number,
  now: Date,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      role: users.role,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.siteId, siteId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 1),
      ),
    );
  return row ?? null;
}

export async function touchSession(
  db: Executor,
  id: string,
  lastSeenAt: Date,
  expiresAt?: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt, ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(sessions.id, id));
}

export async function revokeSession(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere (but the one session kept, if given). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: string,
  at?: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at ?? sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
