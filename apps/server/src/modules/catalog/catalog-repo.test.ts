import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';
import { generateFixtures } from '../feed/simulator/fixtures.ts';
import { REFERENCE_DATA } from '../feed/simulator/reference-data.ts';
import { upsertFixtures } from './matches-repo.ts';
import { upsertReference } from './reference-repo.ts';
import { categories, matches, sports, teams, tournaments } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const from = new Date('2026-03-02T00:00:00Z');
const _to = new Date(from.getTime() + 3 * DAY_MS);
const fixtures = generateFixtures({ seed: 'test', from, days: 3 });

function _tally<K>(keys: K[]): Map<K, number> {
  const out = new Map<K, number>();
  for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
  return out;
}

describe.each(testDatabaseKinds)('catalogue repositories on %s', (kind) => {
  const database = useTestDatabase(kind);
  let ids: number[] = [];

  async function snapshot() {
    const { db } = database;
    return {
      sports: await db.select().from(sports).orderBy(sports.id),
      categories: await db.select().from(categories).orderBy(categories.id),
      tournaments: await db.select().from(tournaments).orderBy(tournaments.id),
      teams: await db.select().from(teams).orderBy(teams.id),
    };
  }

  beforeAll(async () => {
    await upsertReference(database.db, REFERENCE_DATA);
    ids = await upsertFixtures(database.db, fixtures);
  });

  it('writes the reference lists, and a second upsert changes nothing', async () => {
    const before = await snapshot();
    expect(before.sports).toHaveLength(REFERENCE_DATA.sports.length);
    expect(before.categories).toHaveLength(REFERENCE_DATA.categories.length);
    expect(before.tournaments).toHaveLength(REFERENCE_DATA.tournaments.length);
    expect(before.teams).toHaveLength(REFERENCE_DATA.teams.length);
    const first = REFERENCE_DATA.sports[0];
    expect(before.sports[0]).toMatchObject({ id: first?.id, name: first?.name, nameTr: first?.nameTr });
    await upsertReference(database.db, REFERENCE_DATA);
    expect(await snapshot()).toEqual(before);
  });

  it('refreshes a renamed team on upsert', async () => {
    const team = REFERENCE_DATA.teams[0];
    if (!team) throw new Error('no teams');
    const renamed = { ...team, name: `${team.name} X`, rating: 7 };
    await upsertReference(database.db, { sports: [], categories: [], tournaments: [], teams: [renamed] });
    const [row] = await database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ name: renamed.name, rating: 7 });
    await upsertReference(database.db, { sports: [], categories: [], tournaments: [], teams: [team] });
  });

  it('upserts fixtures by external id without duplicating them', async () => {
    expect(fixtures.length).toBeGreaterThan(0);
    expect(ids).toHaveLength(fixtures.length);
    expect(new Set(ids).size).toBe(fixtures.length);
    const again = await upsertFixtures(database.db, fixtures);
    expect(again).toEqual(ids);
    const [row] = await database.db.select({ n: count() }).from(matches);
    expect(row?.n).toBe(fixtures.length);
    const [stored] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.id, ids[0] ?? 0));
    expect(stored).toMatchObject({
      externalId: fixtures[0]?.externalId,
      status: 'not_started',
      startsAt: fixtures[0]?.startsAt,
    });
  });
});
