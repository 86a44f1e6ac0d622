// Placements at the live tables and how far their wallet calls got.
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import type { HouseRoundState } from '../schema.ts';
import { houseTableBets } from './schema.ts';

export type TableBetRow = typeof houseTableBets.$inferSelect;
export type NewTableBet = typeof houseTableBets.$inferInsert;

/** Inserts a placement once per request id; answers the stored row, new or earlier. */
export async function claimPlacement(
  db: Executor,
  row: NewTableBet,
): Promise<{ row: TableBetRow; fresh: boolean }> {
  const [inserted] = await db.insert(houseTableBets).values(row).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, fresh: true };
  const [earlier] = await db
    .select()
    .from(houseTableBets)
    .where(
      and(
        eq(houseTableBets.gameCode, row.gameCode),
        eq(houseTableBets.userId, row.userId),
        eq(houseTableBets.requestId, row.requestId),
      ),
    );
  if (!earlier) throw new Error('a placement vanished after its conflict');
  return { row: earlier, fresh: false };
}

export async function setPlacementState(
  db: Executor,
  id: number,
  state: HouseRoundState,
  win: number | null = null,
): Promise<void> {
  await db
    .update(houseTableBets)
    .set({ state, ...(win === null ? {} : { win }) })
    .where(eq(houseTableBets.id, id));
}

/** The player's placements on one round of a table that took (or may still take) a stake. */
export function placementsOf(
  db: Executor,
  gameCode: string,
  round: number,
  userId: number,
): Promise<TableBetRow[]> {
  return db
    .select()
    .from(houseTableBets)
    .where(
      and(
        eq(houseTableBets.gameCode, gameCode),
        eq(houseTableBets.round, round),
        eq(houseTableBets.userId, userId),
        inArray(houseTableBets.state, ['open', 'bet', 'settled']),
      ),
    )
    .orderBy(houseTableBets.id);
}

/** A player's staked total on a round, unconfirmed placements included. */
export async function roundStakeOf(
  db: Executor,
  gameCode: string,
  round: number,
  userId: number,
): Promise<number> {
  const rows = await placementsOf(db, gameCode, round, userId);
  return rows.reduce((sum, r) => sum + r.stake, 0);
}

/**
 * Placements to finish: confirmed ones of revealed rounds (a win to pay), unconfirmed ones past
 * their lease (a bet to undo). `userId` narrows it to one player.
 */
export function unfinishedPlacements(
  db: Executor,
  gameCode: string,
  lastRevealed: number,
  now: Date,
  limit: number,
  userId?: number,
): Promise<TableBetRow[]> {
  return db
    .select()
    .from(houseTableBets)
    .where(
      and(
        eq(houseTableBets.gameCode, gameCode),
        userId === undefined ? undefined : eq(houseTableBets.userId, userId),
        or(
          and(eq(houseTableBets.state, 'bet'), lte(houseTableBets.round, lastRevealed)),
          and(eq(houseTableBets.state, 'open'), lte(houseTableBets.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(houseTableBets.id)
    .limit(limit);
}
