// Each player's next seeds per game. A round uses the current server seed and reveals it; a fresh
// one is drawn and committed (by its hash) for the next round in the same transaction.
import { randomBytes } from 'node:crypto';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { houseSeeds } from './schema.ts';

export type SeedRow = typeof houseSeeds.$inferSelect;

const newServerSeed = () => {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: seedCommitment(serverSeed) };
};

const ofPlayer = (userId: number, gameCode: string) =>
  and(eq(houseSeeds.userId, userId), eq(houseSeeds.gameCode, gameCode));

/** The player's seeds for the game, created on first use and locked until the transaction ends. */
export async function lockSeeds(tx: Tx, userId: number, gameCode: string): Promise<SeedRow> {
  await tx
    .insert(houseSeeds)
    .values({ userId, gameCode, ...newServerSeed(), clientSeed: randomBytes(8).toString('hex'), nonce: 0 })
    .onConflictDoNothing();
  const [row] = await tx.select().from(houseSeeds).where(ofPlayer(userId, gameCode)).for('update');
  if (!row) throw new Error('house seeds vanished inside their transaction');
  return row;
}

/** Replaces a used server seed and moves the nonce on; answers the new row. */
export async function advanceSeeds(tx: Tx, used: SeedRow): Promise<SeedRow> {
  const [row] = await tx
    .update(houseSeeds)
    .set({ ...newServerSeed(), nonce: sql`${houseSeeds.nonce} + 1` })
    .where(ofPlayer(used.userId, used.gameCode))
    .returning();
  if (!row) throw new Error('house seeds vanished inside their transaction');
  return row;
}

/** The player's own client seed for the rounds to come. */
export async function changeClientSeed(tx: Tx, row: SeedRow, clientSeed: string): Promise<SeedRow> {
  const [updated] = await tx
    .update(houseSeeds)
    .set({ clientSeed })
    .where(ofPlayer(row.userId, row.gameCode))
    .returning();
  if (!updated) throw new Error('house seeds vanished inside their transaction');
  return updated;
}

/** What the player may see of the next seeds: never the server seed itself. */
export const nextSeedsOf = (row: SeedRow) => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});
