import type { MatchesResponse } from '@bet/domain/api/sportsbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { call } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { matches, matchResults } from './schema.ts';

// The sportsbook calls read days as the coupon list (ucps) does: whole days in the player's zone
// (Istanbul unless the client names one), the end day included, a reversed range refused.
describe.each(testDatabaseKinds)('date ranges of the sportsbook calls on %s', (kind) => {
  const t = useTestApp(kind);

  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
  });

  const total = async (body: Record<string, unknown>) =>
    ((await call(t.app, 'matches', { sportId: 1, ...body })).json() as MatchesResponse).totalRows;

  it('reads one day as that whole day in the zone', async () => {
    // The test clock stands at 12:00 UTC on 1 June 2026.
    const istanbulDay = await total({ startDate: '01.06.2026', endDate: '2026-06-01' });
    expect(istanbulDay).toBeGreaterThan(0);
    expect(istanbulDay).toBe(
      await total({ startDate: '2026-05-31T21:00:00Z', endDate: '2026-06-01T21:00:00Z' }),
    );
    expect(await total({ startDate: '01/06/2026', endDate: '01/06/2026', timezone: 'UTC' })).toBe(
      await total({ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-02T00:00:00Z' }),
    );
  });

  it('refuses a range that ends before it starts on every call', async () => {
    const range = { startDate: '02.06.2026', endDate: '2026/06/01', lang: 'en' };
    for (const [name, body] of [
      ['sports', range],
      ['categories', { ...range, sportId: 1 }],
      ['matches', { ...range, sportId: 1 }],
      ['lives3', range],
      ['matchResults', range],
    ] as const) {
      const res = await call(t.app, name, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({
        status: false,
        key: 'dateRangeInvalid',
        msg: 'The start date cannot be after the end date',
      });
    }
  });

  it('lists a result under its day in the zone: 22:30 UTC on 24.11 is 25.11 in Istanbul', async () => {
    // A copy of a simulated match (its league and teams exist), played at the zone boundary.
    const [seen] = await t.database.db.select().from(matches).limit(1);
    if (!seen) throw new Error('no simulated match');
    const [match] = await t.database.db
      .insert(matches)
      .values({
        externalId: 'zone-boundary',
        sportId: seen.sportId,
        categoryId: seen.categoryId,
        tournamentId: seen.tournamentId,
        homeTeamId: seen.homeTeamId,
        awayTeamId: seen.awayTeamId,
        startsAt: new Date('2026-11-24T22:30:00Z'),
        status: 'ended',
      })
      .returning({ id: matches.id });
    if (!match) throw new Error('no match');
    await t.database.db
      .insert(matchResults)
      .values({ matchId: match.id, status: 'ended', score: { home: 1, away: 0 }, periods: [] });
    const shown = async (body: Record<string, unknown>) =>
      ((await call(t.app, 'matchResults', body)).json() as { results: { matchId: number }[] }).results.some(
        (r) => r.matchId === match.id,
      );
    expect(await shown({ startDate: '24.11.2026', endDate: '24.11.2026' })).toBe(false);
    expect(await shown({ startDate: '2026-11-25', endDate: '25/11/2026' })).toBe(true);
    expect(await shown({ startDate: '24.11.2026', endDate: '24.11.2026', timezone: 'UTC' })).toBe(true);
  });
});
