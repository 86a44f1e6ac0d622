// Settling accepted bonuses: one whose stakes since acceptance reach its requirement is released into
// the player's credit; one whose time ran out first expires. Rows are locked (skipping those another
// instance holds), so each bonus settles once.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findUserById } from '../../account/index.ts';
import { stakedSince } from '../../wallet/index.ts';
import { type BonusRequestRow, bonusRequests } from '../schema.ts';
import { expireBonus, releaseBonus } from './bonus-money.ts';

/** What an accepted bonus's player has wagered towards it. */
export const wageredFor = (db: Executor, row: BonusRequestRow): Promise<number> =>
  row.decidedAt ? stakedSince(db, row.userId, row.decidedAt) : Promise.resolve(0);

async function settleOne(db: Executor, row: BonusRequestRow, now: Date): Promise<void> {
  const wagered = await wageredFor(db, row);
  const met = wagered >= row.wageringRequired;
  if (!met && (!row.expiresAt || row.expiresAt > now)) return;
  const player = await findUserById(db, row.userId);
  if (!player) return;
  const money = {
    id: row.id,
    userId: row.userId,
    role: player.role,
    currency: row.currency,
    amount: row.amount,
  };
  if (met) await releaseBonus(db, money, now);
  else await expireBonus(db, money, now);
  await db
    .update(bonusRequests)
    .set({ state: met ? 'released' : 'expired', settledAt: now })
    .where(eq(bonusRequests.id, row.id));
}

/** Settles the wagering bonuses of one player, or a batch of everyone's. */
export async function settleBonuses(db: Executor, now: Date, userId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(bonusRequests)
      .where(
        and(
          eq(bonusRequests.state, 'wagering'),
          userId === undefined ? undefined : eq(bonusRequests.userId, userId),
        ),
      )
      .orderBy(asc(bonusRequests.id))
      .limit(200)
      .for('update', { skipLocked: true });
    for (const row of rows) await settleOne(tx, row, now);
  });
}
