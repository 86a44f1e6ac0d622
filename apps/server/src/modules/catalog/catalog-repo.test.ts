import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';
import { generateFixtures } from '../feed/simulator/fixtures.ts';
import { REFERENCE_DATA } from '../feed/simulator/reference-data.ts';
import { listCategories, listSportsWithCounts, listTournaments, upsertFixtures } from './matches-repo.ts';
import { upsertReference } from './reference-repo.ts';
import { categories, matches, sports, teams, tournaments } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const from = new Date('2026-03-02T00:00:00Z');
const to = new Date(from.getTime() + 3 * DAY_MS);
const fixtures = generateFixtures({ seed: 'test', from, days: 3 });

function tally<K>(keys: K[]): Map<K, number> {
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

  it('counts matches per sport, category and tournament in the window', async () => {
    const perSport = tally(fixtures.map((f) => f.sportId));
    const listed = await listSportsWithCounts(database.db, { from, to });
    expect(new Map(listed.map((s) => [s.id, s.matchCount]))).toEqual(perSport);
    for (const s of listed) {
      expect(s.title).toBe(REFERENCE_DATA.sportById.get(s.id)?.nameTr);
      expect(s.liveCount).toBe(0);
    }

    const sportId = fixtures[0]?.sportId ?? 0;
    const ofSport = fixtures.filter((f) => f.sportId === sportId);
    const cats = await listCategories(database.db, { sportId, from, to });
    expect(new Map(cats.map((c) => [c.id, c.matchCount]))).toEqual(tally(ofSport.map((f) => f.categoryId)));
    for (const c of cats) expect(c.countryFlag).toBe(REFERENCE_DATA.categoryById.get(c.id)?.flag);

    const categoryId = fixtures[0]?.categoryId ?? 0;
    const ofCategory = ofSport.filter((f) => f.categoryId === categoryId);
    const tours = await listTournaments(database.db, { sportId, categoryId, from, to });
    expect(new Map(tours.map((t) => [t.id, t.matchCount]))).toEqual(
      tally(ofCategory.map((f) => f.tournamentId)),
    );
    for (const t of tours) expect(t.cid).toBe(categoryId);
  });

  it('titles sports in the asked language', async () => {
    const english = await listSportsWithCounts(database.db, { from, to, lang: 'en' });
    expect(english.length).toBeGreaterThan(0);
    for (const s of english) expect(s.title).toBe(REFERENCE_DATA.sportById.get(s.id)?.name);
  });

  it('leaves out matches outside the window', async () => {
    const firstDay = new Date(from.getTime() + DAY_MS);
    const inFirstDay = fixtures.filter((f) => f.startsAt < firstDay);
    const listed = await listSportsWithCounts(database.db, { from, to: firstDay });
    expect(listed.reduce((n, s) => n + s.matchCount, 0)).toBe(inFirstDay.length);
  });

  it('counts a match in play as live', async () => {
    const liveId = ids[0] ?? 0;
    const sportId = fixtures[0]?.sportId ?? 0;
    await database.db.update(matches).set({ status: 'live' }).where(eq(matches.id, liveId));
    const listed = await listSportsWithCounts(database.db, { from, to });
    expect(listed.find((s) => s.id === sportId)?.liveCount).toBe(1);
    expect(listed.reduce((n, s) => n + s.liveCount, 0)).toBe(1);
    await database.db.update(matches).set({ status: 'ended' }).where(eq(matches.id, liveId));
    const after = await listSportsWithCounts(database.db, { from, to });
    expect(after.reduce((n, s) => n + s.liveCount, 0)).toBe(0);
  });
});
