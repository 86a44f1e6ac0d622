import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { challengeKeys, spentChallenges } from './schema.ts';

/** The key challenges are signed with, made by whichever server instance needs it first. */
export async function loadChallengeKey(db: Executor): Promise<string> {
  await db
    .insert(challengeKeys)
    .values({ id: 1, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: challengeKeys.secret }).from(challengeKeys);
  if (!row) throw new Error('the challenge key could not be stored');
  return row.secret;
}

/** Records a solved challenge as used; false when it already was. Expired records are cleared on the way. */
export async function markChallengeSpent(
  db: Executor,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
  const rows = await db
    .insert(spentChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: spentChallenges.nonce });
  return rows.length === 1;
}
