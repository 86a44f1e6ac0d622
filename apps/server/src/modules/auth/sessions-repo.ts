import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { sessions } from './schema.ts';

export type NewSession = typeof sessions.$inferInsert;

export type ActiveSession = {
  id: string;
  userId: number;
  username: string;
  role: string;
  /** The permissions of the user's back-office role, or null when it has none. */
  rolePermissions: string[] | null;
  path: number[];
  expiresAt: Date;
  lastSeenAt: Date;
  /** Set when the player limited their session time: activity never extends it past this. */
  endsBy: Date | null;
};

export async function insertSession(db: Executor, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

// Every signed-in request asks it, so many requests' lookups share one named statement.
const ACTIVE_SESSIONS = `
  select v.n, s.id, s.user_id, u.username, u.role, r.permissions as role_permissions, u.path, s.expires_at, s.last_seen_at, s.ends_by
  from unnest($1::text[], $2::integer[]) with ordinality as v (id, site_id, n)
  join sessions s on s.id = v.id and s.site_id = v.site_id and s.revoked_at is null and s.expires_at > $3
  join users u on u.id = s.user_id and u.status = 1
  left join roles r on r.id = u.role_id`;

type SessionRow = {
  n: unknown;
  id: string;
  user_id: unknown;
  username: string;
  role: string;
  role_permissions: string[] | null;
  path: unknown[];
  expires_at: string | Date;
  last_seen_at: string | Date;
  ends_by: string | Date | null;
};

/** For each (session id, site), in order: the unexpired, unrevoked session on that site if its user is active. */
export async function findActiveSessions(
  db: Executor,
  lookups: readonly { id: string; siteId: number }[],
  now: Date,
): Promise<(ActiveSession | null)[]> {
  const found: (ActiveSession | null)[] = lookups.map(() => null);
  if (lookups.length === 0) return found;
  const rows = await namedQuery<SessionRow>(db, 'auth_active_sessions', ACTIVE_SESSIONS, [
    lookups.map((l) => l.id),
    lookups.map((l) => l.siteId),
    now.toISOString(),
  ]);
  for (const row of rows) {
    found[toSafeInteger(row.n) - 1] = {
      id: row.id,
      userId: toSafeInteger(row.user_id),
      username: row.username,
      role: row.role,
      rolePermissions: row.role_permissions,
      path: row.path.map(toSafeInteger),
      expiresAt: new Date(row.expires_at),
      lastSeenAt: new Date(row.last_seen_at),
      endsBy: row.ends_by === null ? null : new Date(row.ends_by),
    };
  }
  return found;
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

/** How many times the user has signed in, counted up to `upTo` (every sign-in opens a session, kept when ended). */
export async function countSignIns(db: Executor, userId: number, upTo: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from sessions where user_id = ${userId} limit ${upTo}) s`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The user's latest sign-ins, newest first: when, from where, with what, and whether still open. */
export async function listSignIns(db: Executor, userId: number, now: Date, limit: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(limit);
  return rows.map((s) => ({
    at: s.createdAt,
    ip: s.ip,
    userAgent: s.userAgent,
    active: s.revokedAt === null && s.expiresAt > now,
  }));
}

/** When the session ends at the latest because its player limited session time; null for none. */
export async function sessionEndsByOf(db: Executor, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ endsBy: sessions.endsBy }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.endsBy ?? null;
}
