import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FeedReference } from '../feed/index.ts';
import { categories, sports, teams, tournaments } from './schema.ts';

const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Writes the reference lists, inserting new ids and refreshing names, flags and ratings of
 * known ones. Idempotent; a tournament's priority (set by the back office) is left alone.
 */
export async function upsertReference(db: Executor, input: FeedReference): Promise<void> {
  for (const rows of chunks(input.sports.map((s, i) => ({ ...s, sort: i + 1 })))) {
    await db
      .insert(sports)
      .values(rows.map((s) => ({ id: s.id, name: s.name, nameTr: s.nameTr, sort: s.sort })))
      .onConflictDoUpdate({
        target: sports.id,
        set: { name: sql`excluded.name`, nameTr: sql`excluded.name_tr`, sort: sql`excluded.sort` },
      });
  }
  for (const rows of chunks(input.categories)) {
    await db
      .insert(categories)
      .values(rows.map((c) => ({ id: c.id, sportId: c.sportId, name: c.name, flag: c.flag })))
      .onConflictDoUpdate({
        target: categories.id,
        set: { sportId: sql`excluded.sport_id`, name: sql`excluded.name`, flag: sql`excluded.flag` },
      });
  }
  for (const rows of chunks(input.tournaments)) {
    await db
      .insert(tournaments)
      .values(
        rows.map((t) => ({
          id: t.id,
          sportId: t.sportId,
          categoryId: t.categoryId,
          name: t.name,
          priority: t.priority ?? 0,
        })),
      )
      .onConflictDoUpdate({
        target: tournaments.id,
        set: {
          sportId: sql`excluded.sport_id`,
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
        },
      });
  }
  for (const rows of chunks(input.teams)) {
    await db
      .insert(teams)
      .values(rows.map((t) => ({ id: t.id, sportId: t.sportId, name: t.name, rating: Math.round(t.rating) })))
      .onConflictDoUpdate({
        target: teams.id,
        set: { sportId: sql`excluded.sport_id`, name: sql`excluded.name`, rating: sql`excluded.rating` },
      });
  }
}
