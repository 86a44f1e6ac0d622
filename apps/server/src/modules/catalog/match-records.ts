// Matches and their stored results as other modules read them (betting shows decided matches on
// coupons, settles picks from results and corrects a result).
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fixtureColumns, matches, matchResults } from './schema.ts';

export type MatchResultRow = typeof matchResults.$inferSelect;

/** The matches with these ids, each with its result's status and score when it has one. */
export async function findMatchRecords(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: matches.id,
      ...fixtureColumns(),
      status: matchResults.status,
      score: matchResults.score,
    })
    .from(matches)
    .leftJoin(matchResults, eq(matchResults.matchId, matches.id))
    .where(inArray(matches.id, [...ids]));
}

/** A decided match's result with its sport, or undefined while it has none. */
export async function findDecidedResult(db: Executor, matchId: number) {
  const [row] = await db
    .select({
      sportId: matches.sportId,
      status: matchResults.status,
      score: matchResults.score,
      periods: matchResults.periods,
      corners: matchResults.corners,
      cards: matchResults.cards,
      goals: matchResults.goals,
      decidedAt: matchResults.decidedAt,
    })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .where(eq(matchResults.matchId, matchId));
  return row;
}

/** The match's stored result, locked for the transaction; undefined while it has none. */
export async function lockMatchResult(tx: Executor, matchId: number): Promise<MatchResultRow | undefined> {
  const [row] = await tx.select().from(matchResults).where(eq(matchResults.matchId, matchId)).for('update');
  return row;
}

/** Replaces the match's stored result (a correction). */
export async function replaceMatchResult(
  tx: Executor,
  matchId: number,
  result: Omit<MatchResultRow, 'matchId'>,
): Promise<void> {
  await tx.update(matchResults).set(result).where(eq(matchResults.matchId, matchId));
}
