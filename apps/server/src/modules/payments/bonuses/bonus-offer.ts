// What a bonus gives a player now: its fixed amount, or its percentage of the player's last confirmed
// deposit, capped by its maximum.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type BonusDefinitionRow, transferRequests } from '../schema.ts';

export async function offerFor(
  db: Executor,
  definition: BonusDefinitionRow,
  userId: number,
): Promise<number> {
  if (definition.percentBp === 0) return definition.amount;
  const [last] = await db
    .select({ amount: transferRequests.amount })
    .from(transferRequests)
    .where(
      and(
        eq(transferRequests.userId, userId),
        eq(transferRequests.transferType, 0),
        eq(transferRequests.status, 1),
      ),
    )
    .orderBy(desc(transferRequests.decidedAt), desc(transferRequests.id))
    .limit(1);
  const share = Math.floor(((last?.amount ?? 0) * definition.percentBp) / 10_000);
  return definition.maxAmount > 0 ? Math.min(share, definition.maxAmount) : share;
}
