import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type UserRow, users } from './schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Usernames are stored lowercased; lookups are per site. */
export async function findUserByUsername(db: Executor, siteId: number, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.username, username.trim().toLowerCase())));
  return row ?? null;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function recordLogin(db: Executor, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
