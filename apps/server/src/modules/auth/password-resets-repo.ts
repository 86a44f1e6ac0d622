import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets } from './schema.ts';
import { newToken } from './tokens.ts';

/** A new pass code for the user; any earlier unused code stops working. Returns the code to send. */
export async function createPassCode(
  db: Executor,
  userId: number,
  now: Date,
  ttlMs: number,
): Promise<string> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  const { token, hash } = newToken();
  await db
    .insert(passwordResets)
    .values({ passCode: hash, userId, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Marks the code used if it is unused and unexpired; returns its user, or null. */
export async function consumePassCode(db: Executor, passCodeHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.passCode, passCodeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
