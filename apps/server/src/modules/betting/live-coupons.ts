// Which of some coupons are live ones: the jackpots feed prematch and live stakes to different pots.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons } from './schema.ts';

export async function liveCouponsAmong(db: Executor, couponIds: readonly number[]): Promise<Set<number>> {
  if (couponIds.length === 0) return new Set();
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(inArray(coupons.id, [...couponIds]), eq(coupons.isLive, true)));
  return new Set(rows.map((row) => row.id));
}
