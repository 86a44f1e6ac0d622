import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { handLoginTokens } from './schema.ts';
import { newToken } from './tokens.ts';

/** Issues a one-time sign-in token for a hand terminal or dealer; only its hash is stored. */
export async function createHandLoginToken(
  db: Executor,
  userId: number,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insert(handLoginTokens)
    .values({ tokenHash: hash, userId, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Marks the token used if it is unused and unexpired (one statement, so two callers cannot both win). */
export async function consumeHandLoginToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(handLoginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(handLoginTokens.tokenHash, tokenHash),
        isNull(handLoginTokens.usedAt),
        gt(handLoginTokens.expiresAt, now),
      ),
    )
    .returning({ userId: handLoginTokens.userId });
  return row?.userId ?? null;
}
