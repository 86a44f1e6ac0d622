// What a player has riding on open coupons: the stakes and what they could pay out at most.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { coupons } from '../schema.ts';

export async function openExposure(
  db: Executor,
  userId: number,
): Promise<{ stakes: number; liability: number }> {
  const [row] = await db
    .select({
      stakes: sql<number>`coalesce(sum(${coupons.totalStake}), 0)`.mapWith(Number),
      liability: sql<number>`coalesce(sum(${coupons.maxPay}), 0)`.mapWith(Number),
    })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), eq(coupons.status, 0), eq(coupons.phase, 'accepted')));
  return { stakes: row?.stakes ?? 0, liability: row?.liability ?? 0 };
}
