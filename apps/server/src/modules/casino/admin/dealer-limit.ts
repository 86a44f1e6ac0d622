// A dealer's daily casino stake limit as the back office shows it, with what its subtree staked today.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { casinoDay } from '../catalogue/casino-limits.ts';
import { casinoDealerLimits, casinoDealerUsage } from '../catalogue/schema.ts';

export type DealerCasinoLimit = { dailyStakeLimit: number; stakedToday: number; day: string };

export async function dealerCasinoLimit(
  db: Executor,
  dealerId: number,
  at: Date,
): Promise<DealerCasinoLimit> {
  const day = casinoDay(at);
  const [[limit], [usage]] = await Promise.all([
    db
      .select({ value: casinoDealerLimits.dailyStakeLimit })
      .from(casinoDealerLimits)
      .where(eq(casinoDealerLimits.dealerId, dealerId)),
    db
      .select({ staked: casinoDealerUsage.staked })
      .from(casinoDealerUsage)
      .where(and(eq(casinoDealerUsage.dealerId, dealerId), eq(casinoDealerUsage.day, day))),
  ]);
  return { dailyStakeLimit: Number(limit?.value ?? 0), stakedToday: Number(usage?.staked ?? 0), day };
}
