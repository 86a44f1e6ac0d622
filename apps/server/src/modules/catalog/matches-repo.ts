import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FeedFixture } from '../feed/index.ts';
import { matches } from './schema.ts';

/** What the catalogue needs of a fixture (the feed simulator's Fixture fits). */
export type FixtureInput = Omit<FeedFixture, 'markets'>;

const CHUNK = 500;

/**
 * Inserts fixtures by external id, or refreshes teams, tournament and kick-off of known ones
 * (status, score and state belong to the live feed and are left alone). Returns the match ids
 * in input order.
 */
export async function upsertFixtures(db: Executor, fixtures: readonly FixtureInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < fixtures.length; i += CHUNK) {
    const rows = fixtures.slice(i, i + CHUNK).map((f) => ({
      externalId: f.externalId,
      sportId: f.sportId,
      categoryId: f.categoryId,
      tournamentId: f.tournamentId,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      startsAt: f.startsAt,
    }));
    const written = await db
      .insert(matches)
      .values(rows)
      .onConflictDoUpdate({
        target: matches.externalId,
        set: {
          sportId: sql`excluded.sport_id`,
          categoryId: sql`excluded.category_id`,
          tournamentId: sql`excluded.tournament_id`,
          homeTeamId: sql`excluded.home_team_id`,
          awayTeamId: sql`excluded.away_team_id`,
          startsAt: sql`excluded.starts_at`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: matches.id, externalId: matches.externalId });
    const byExternal = new Map(written.map((r) => [r.externalId, r.id]));
    for (const row of rows) {
      const id = byExternal.get(row.externalId);
      if (id === undefined) throw new Error(`match ${row.externalId} was not written`);
      ids.push(id);
    }
  }
  return ids;
}
