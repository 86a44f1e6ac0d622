// Dealers' daily casino stake limits: a dealer may cap what its whole subtree stakes in the casino
// per day (minor units, 0 unlimited). Every wallet bet raises the day's usage row of each dealer
// above the player in the bet's own transaction; the row lock orders concurrent bets, so the limit
// is never overshot.
import { DEFAULT_TIME_ZONE, wallClock } from '@bet/domain/time-zone';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import type { Statement } from '../../../db/fused-transaction.ts';
import { casinoDealerLimits, casinoDealerUsage } from './schema.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The casino day an instant belongs to, in the site's home zone. */
export function casinoDay(at: Date): string {
  const { year, month, day } = wallClock(at, DEFAULT_TIME_ZONE);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Sets a dealer's daily casino stake limit (minor units, 0 unlimited). */
export async function setCasinoDailyLimit(
  db: Executor,
  dealerId: number,
  limit: number,
  at: Date,
): Promise<void> {
  await db
    .insert(casinoDealerLimits)
    .values({ dealerId, dailyStakeLimit: limit, updatedAt: at })
    .onConflictDoUpdate({
      target: casinoDealerLimits.dealerId,
      set: { dailyStakeLimit: limit, updatedAt: at },
    });
}

/** The dealers above a user: its path without itself. */
const dealersAbove = (path: readonly number[], userId: number) => path.filter((id) => id !== userId);

/** Whether some dealer above the user has already reached today's limit. */
export async function casinoLimitReached(
  db: Executor,
  user: { id: number; path: readonly number[] },
  at: Date,
): Promise<boolean> {
  const dealers = dealersAbove(user.path, user.id);
  if (dealers.length === 0) return false;
  const [full] = await db
    .select({ dealerId: casinoDealerLimits.dealerId })
    .from(casinoDealerLimits)
    .innerJoin(
      casinoDealerUsage,
      and(
        eq(casinoDealerUsage.dealerId, casinoDealerLimits.dealerId),
        eq(casinoDealerUsage.day, casinoDay(at)),
      ),
    )
    .where(
      and(
        inArray(casinoDealerLimits.dealerId, dealers),
        gt(casinoDealerLimits.dailyStakeLimit, 0),
        sql`${casinoDealerUsage.staked} >= ${casinoDealerLimits.dailyStakeLimit}`,
      ),
    )
    .limit(1);
  return full !== undefined;
}

/**
 * The statement reading the limits of the dealers above the player, for the bet's transaction to
 * send along with its first; null when no dealer is above the player.
 */
export function dealerLimitsStatement(user: { id: number; path: readonly number[] }): Statement | null {
  const dealers = dealersAbove(user.path, user.id);
  if (dealers.length === 0) return null;
  return {
    name: 'casino_dealer_limits',
    // Always in the same order, so two bets never wait for each other's rows crosswise.
    text: `select dealer_id, daily_stake_limit from casino_dealer_limits
      where dealer_id = any($1::integer[]) and daily_stake_limit > 0 order by dealer_id`,
    params: [dealers],
  };
}

type LimitRow = { dealer_id: number; daily_stake_limit: string | number };

/**
 * Counts a bet's stake against every dealer above the player that has a limit (the rows
 * dealerLimitsStatement read), inside the bet's transaction; false when that takes one of them past
 * it (the caller must then roll back). Only limited dealers keep a usage row: a row every bet of a
 * site touched (its admin's) would make all its bets wait for each other. A limit so counts the
 * stakes from when it was set.
 */
export async function countCasinoStake(
  tx: Tx,
  limits: readonly unknown[],
  amount: number,
  at: Date,
): Promise<boolean> {
  if (amount === 0) return true;
  const day = casinoDay(at);
  for (const { dealer_id: dealerId, daily_stake_limit: limit } of limits as LimitRow[]) {
    const [row] = await tx
      .insert(casinoDealerUsage)
      .values({ dealerId, day, staked: amount })
      .onConflictDoUpdate({
        target: [casinoDealerUsage.dealerId, casinoDealerUsage.day],
        set: { staked: sql`${casinoDealerUsage.staked} + ${amount}` },
      })
      .returning({ staked: casinoDealerUsage.staked });
    if (Number(row?.staked ?? 0) > Number(limit)) return false;
  }
  return true;
}
