import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, matches, sports, tournaments } from './schema.ts';

/** What the catalogue needs of a fixture (the feed simulator's Fixture fits). */
export type FixtureInput = {
  readonly externalId: string;
  readonly sportId: number;
  readonly categoryId: number;
  readonly tournamentId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly startsAt: Date;
};

/** Matches starting in [from, to). */
export type Window = { from: Date; to: Date };

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

function inWindow({ from, to }: Window) {
  return and(
    gte(matches.startsAt, from),
    lt(matches.startsAt, to),
    eq(matches.active, 1),
    eq(matches.visible, 1),
  );
}

const liveCount =
  sql<number>`count(*) filter (where ${matches.status} not in ('not_started', 'ended'))`.mapWith(Number);

export type SportCount = { id: number; title: string; matchCount: number; liveCount: number };

/** Sports having visible matches in the window, in display order, titled in `lang` (Turkish by default, else English). */
export async function listSportsWithCounts(
  db: Executor,
  options: Window & { lang?: string },
): Promise<SportCount[]> {
  const title = (options.lang ?? 'tr') === 'tr' ? sports.nameTr : sports.name;
  return db
    .select({ id: sports.id, title, matchCount: count(), liveCount })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(inWindow(options))
    .groupBy(sports.id, sports.name, sports.nameTr, sports.sort)
    .orderBy(sports.sort, sports.id);
}

export type CategoryCount = { id: number; title: string; countryFlag: string; matchCount: number };

/** Categories of one sport having visible matches in the window, by name. */
export async function listCategories(
  db: Executor,
  options: Window & { sportId: number },
): Promise<CategoryCount[]> {
  return db
    .select({ id: categories.id, title: categories.name, countryFlag: categories.flag, matchCount: count() })
    .from(matches)
    .innerJoin(categories, eq(categories.id, matches.categoryId))
    .where(and(inWindow(options), eq(matches.sportId, options.sportId)))
    .groupBy(categories.id, categories.name, categories.flag)
    .orderBy(categories.name, categories.id);
}

export type TournamentCount = { id: number; title: string; matchCount: number; cid: number };

/** Tournaments of one category having visible matches in the window, by priority then name. */
export async function listTournaments(
  db: Executor,
  options: Window & { sportId: number; categoryId: number },
): Promise<TournamentCount[]> {
  return db
    .select({ id: tournaments.id, title: tournaments.name, matchCount: count(), cid: tournaments.categoryId })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        inWindow(options),
        eq(matches.sportId, options.sportId),
        eq(matches.categoryId, options.categoryId),
      ),
    )
    .groupBy(tournaments.id, tournaments.name, tournaments.categoryId, tournaments.priority)
    .orderBy(sql`${tournaments.priority} desc`, tournaments.name, tournaments.id);
}
