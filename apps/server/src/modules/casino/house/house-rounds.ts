// The in-house games' rounds: stored with the seeds that fixed them, and moved along as their wallet
// calls answer (open -> bet -> settled, or cancelled).
import type { RoundProof } from '@bet/domain/api/house-games';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type HouseRoundState, houseRounds } from './schema.ts';

export type RoundRow = typeof houseRounds.$inferSelect;
export type NewRound = typeof houseRounds.$inferInsert;

export async function insertRound(db: Executor, round: NewRound): Promise<void> {
  await db.insert(houseRounds).values(round);
}

export async function setRoundState(
  db: Executor,
  id: string,
  state: HouseRoundState,
  at: Date,
): Promise<void> {
  const ended = state === 'settled' || state === 'cancelled';
  await db
    .update(houseRounds)
    .set({ state, ...(ended ? { settledAt: at } : {}) })
    .where(eq(houseRounds.id, id));
}

const ofPlayer = (userId: number, gameCode: string) =>
  and(eq(houseRounds.userId, userId), eq(houseRounds.gameCode, gameCode));

/**
 * How long the spin that drew a round drives it alone: a spin's wallet calls take milliseconds, so a
 * round still unfinished after this lost an answer (timeout, crash) and is finished by whoever comes next.
 */
export const ROUND_LEASE_MS = 30_000;

/** Rounds whose wallet calls did not all answer in their lease: a bet unconfirmed, or a win owed. */
export function unfinishedRounds(
  db: Executor,
  userId: number,
  gameCode: string,
  now: Date,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(houseRounds)
    .where(
      and(
        ofPlayer(userId, gameCode),
        inArray(houseRounds.state, ['open', 'bet']),
        lte(houseRounds.leaseUntil, now),
      ),
    )
    .orderBy(houseRounds.nonce);
}

/** The player's latest round of the game that took a stake (settled, or its win still owed). */
export async function latestPlayedRound(
  db: Executor,
  userId: number,
  gameCode: string,
): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(and(ofPlayer(userId, gameCode), inArray(houseRounds.state, ['bet', 'settled'])))
    .orderBy(desc(houseRounds.nonce))
    .limit(1);
  return row ?? null;
}

/** When the player's latest round of the game was drawn, whatever became of it. */
export async function lastDrawnAt(db: Executor, userId: number, gameCode: string): Promise<Date | null> {
  const [row] = await db
    .select({ playedAt: houseRounds.playedAt })
    .from(houseRounds)
    .where(ofPlayer(userId, gameCode))
    .orderBy(desc(houseRounds.nonce))
    .limit(1);
  return row?.playedAt ?? null;
}

export async function findRound(db: Executor, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
  return row ?? null;
}

/** A round's seeds and stakes, the server seed revealed: what anyone needs to recompute it. */
export const proofOf = (round: RoundRow): RoundProof => ({
  roundId: round.id,
  gameCode: round.gameCode,
  serverSeed: round.serverSeed,
  serverSeedHash: round.serverSeedHash,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
  stakePerLine: round.stakePerLine,
  stake: round.stake,
  win: round.win,
  currency: round.currency,
  playedAt: round.playedAt.toISOString(),
});
