// Decided matches for the results page (spec 001: yesterday to tomorrow, pages of 50).
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fixtureColumns, matches, matchResults } from './schema.ts';

export type ResultQuery = { from: Date; to: Date; sportId?: number; limit: number; offset: number };

export async function listResults(db: Executor, q: ResultQuery) {
  const conditions: SQL[] = [gte(matches.startsAt, q.from), lt(matches.startsAt, q.to)];
  if (q.sportId) conditions.push(eq(matches.sportId, q.sportId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        matchId: matchResults.matchId,
        ...fixtureColumns(),
        status: matchResults.status,
        score: matchResults.score,
        periods: matchResults.periods,
        corners: matchResults.corners,
        cards: matchResults.cards,
      })
      .from(matchResults)
      .innerJoin(matches, eq(matches.id, matchResults.matchId))
      .where(where)
      .orderBy(desc(matches.startsAt), matches.id)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(matchResults)
      .innerJoin(matches, eq(matches.id, matchResults.matchId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
