// Blocked transfers ("transfers can be blocked"): a block on a user stops their own deposits and
// withdrawals; a block on a dealer stops everyone below it too.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { grantsOfUsers } from '../../account/index.ts';
import { transferBlocks } from '../schema.ts';

/** Whether the user, a dealer above them, or their role blocks their transfers. */
export async function transfersBlockedFor(
  db: Executor,
  user: { id: number; path: readonly number[] },
): Promise<boolean> {
  const [block] = await db
    .select({ userId: transferBlocks.userId })
    .from(transferBlocks)
    .where(inArray(transferBlocks.userId, [user.id, ...user.path]))
    .limit(1);
  if (block) return true;
  return (await grantsOfUsers(db, [user.id])).get(user.id)?.has('credit.blocked') ?? false;
}

/** Which of these users have a block of their own. */
export async function blockedAmong(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: transferBlocks.userId })
    .from(transferBlocks)
    .where(inArray(transferBlocks.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}

export async function setTransferBlock(
  db: Executor,
  userId: number,
  blocked: boolean,
  staffId: number,
): Promise<void> {
  if (blocked) {
    await db.insert(transferBlocks).values({ userId, blockedBy: staffId }).onConflictDoNothing();
  } else {
    await db.delete(transferBlocks).where(eq(transferBlocks.userId, userId));
  }
}
