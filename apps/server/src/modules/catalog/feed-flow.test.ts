import type { LiveMatch, Lives3Response, MatchesResponse, OddsResponse } from '@bet/domain/api/sportsbook';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { Simulator } from '../feed/simulator/simulator.ts';
import { matchResults } from './schema.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('the simulated feed through the catalogue on %s', (kind) => {
  const t = useTestApp(kind);
  let simulator: Simulator;

  beforeAll(async () => {
    simulator = await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
  });

  const firstFootball = () =>
    [...t.app.catalog.store.matches.values()]
      .filter((m) => m.sportId === 1)
      .sort((a, b) => a.startsAt - b.startsAt)[0];

  it('lists sports, countries and leagues with prematch counts', async () => {
    const sports = (await call(t.app, 'sports')).json();
    expect(sports.results.map((s: { id: number }) => s.id)).toEqual([1, 2, 5]);
    expect(sports.results[0].title).toBe('Futbol');
    const categories = (await call(t.app, 'categories', { sportId: 1 })).json();
    expect(categories.results).toEqual([
      expect.objectContaining({ id: 101, title: 'Türkiye', countryFlag: 'tr' }),
    ]);
    const tournaments = (await call(t.app, 'tournaments', { sportId: 1, categoryId: 101 })).json();
    const total = tournaments.results.reduce((n: number, r: { matchCount: number }) => n + r.matchCount, 0);
    expect(total).toBe(categories.results[0].matchCount);
  });

  it("names countries in the request's language", async () => {
    const inGerman = (await call(t.app, 'categories', { sportId: 1, lang: 'de' })).json();
    expect(inGerman.results).toEqual([expect.objectContaining({ id: 101, title: 'Türkei' })]);
    const inRussian: MatchesResponse = (await call(t.app, 'matches', { sportId: 1, lang: 'ru' })).json();
    expect(new Set(inRussian.results.map((m) => m.categoryName))).toEqual(new Set(['Турция']));
    const inSorani: MatchesResponse = (await call(t.app, 'matches', { sportId: 1, lang: 'ku' })).json();
    expect(inSorani.results[0]?.categoryName).toBe('تورکیا');
    // A player finds a country by the name they see.
    const search: MatchesResponse = (
      await call(t.app, 'matches', { sportId: 1, keyWord: 'Türkei', lang: 'de' })
    ).json();
    expect(search.totalRows).toBe(inGerman.results[0].matchCount);
  });

  it('filters matches by league, keyword and window, and prices the main markets', async () => {
    const all: MatchesResponse = (await call(t.app, 'matches', { sportId: 1 })).json();
    expect(all.results.length).toBeGreaterThan(5);
    const first = all.results[0];
    if (!first) throw new Error('no match');
    expect(first.odds.map((g) => g.oddstype)).toContain(1);
    const oneXTwo = first.odds.find((g) => g.oddstype === 1);
    const overround = oneXTwo?.odds.reduce((s, o) => s + 1 / o.odd, 0) ?? 0;
    expect(overround).toBeGreaterThan(1.05);
    expect(overround).toBeLessThan(1.09);
    const league: MatchesResponse = (await call(t.app, 'matches', { sportId: 1, tournamentId: 1011 })).json();
    expect(league.results.every((m) => m.tournamentId === 1011)).toBe(true);
    const team = first.homeTeam;
    const found: MatchesResponse = (
      await call(t.app, 'matches', { sportId: 1, keyWord: team.slice(0, 4) })
    ).json();
    expect(found.results.every((m) => `${m.homeTeam}${m.awayTeam}`.includes(team.slice(0, 4)))).toBe(true);
    const shortWord: MatchesResponse = (
      await call(t.app, 'matches', { sportId: 1, keyWord: team.slice(0, 2) })
    ).json();
    expect(shortWord.totalRows).toBe(all.totalRows);
    const highlights: MatchesResponse = (await call(t.app, 'matches', { sportId: 1, highList: 1 })).json();
    expect(highlights.results.length).toBeGreaterThan(0);
    expect(new Set(highlights.results.map((m) => m.tournamentName))).toEqual(new Set(['Süper Lig']));
    const sixHours: MatchesResponse = (await call(t.app, 'matches', { sportId: 1, addDate: 360 })).json();
    const limit = t.clock.now().getTime() + 360 * MINUTE;
    expect(sixHours.results.every((m) => Date.parse(m.matchDate) < limit)).toBe(true);
  });

  it('answers a prematch detail with every market, and notFoundMatch for an unknown id', async () => {
    const match = firstFootball();
    const detail: OddsResponse = (await call(t.app, 'odds', { matchId: match?.id })).json();
    expect(detail.results.length).toBeGreaterThan(20);
    expect(
      detail.results.find((g) => g.oddstype === 18 && g.special === '2.5')?.odds.map((o) => o.outcomeid),
    ).toEqual(['over', 'under']);
    const missing = await call(t.app, 'odds', { matchId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, key: 'notFoundMatch' });
  });

  it('answers statistics and the league table of a listed match', async () => {
    const match = firstFootball();
    const stats = (await call(t.app, 'matchStatistics', { matchId: match?.id })).json();
    expect(stats.match).toMatchObject({ id: match?.id, tournamentId: match?.tournamentId });
    expect(stats.homeForm.every((r: string) => ['W', 'D', 'L'].includes(r))).toBe(true);
    const table = (await call(t.app, 'leagueTable', { tournamentId: match?.tournamentId })).json();
    expect(table.rows.length).toBeGreaterThan(10);
    expect(table.rows.map((r: { team: string }) => r.team)).toContain(stats.match.home);
    expect((await call(t.app, 'leagueTable', { tournamentId: 424242 })).statusCode).toBe(404);
  });

  it('plays a match live: status, clock and prices move, lives3 and liveoddsnew show it', async () => {
    const match = firstFootball();
    if (!match) throw new Error('no match');
    const before = match.markets.find((m) => m.oddsType === 1)?.outcomes.map((o) => o.odds);
    const version = match.version;
    t.clock.advance(match.startsAt + 30 * MINUTE - t.clock.now().getTime());
    await simulator.tick();
    const live = t.app.catalog.store.get(match.id);
    expect(live?.state.status).toBe('1p');
    // Thirty minutes played is the 31st minute on the clock.
    expect(live?.state.clock.minute).toBe(31);
    expect(live?.version).toBeGreaterThan(version);
    expect(live?.markets.find((m) => m.oddsType === 1)?.outcomes.map((o) => o.odds)).not.toEqual(before);

    const lives3: Lives3Response = (await call(t.app, 'lives3', { sportId: 1, filter: 1 })).json();
    const row = lives3.matches.find((m) => m.matchid === match.id);
    expect(row).toMatchObject({ matchstatus: '1p', time: { matchtime: 31 }, ttype: 'L' });
    expect(lives3.data.liveRows).toBeGreaterThanOrEqual(1);
    expect(lives3.data.sports.find((s) => s.sportId === 1)?.inPlay).toBeGreaterThanOrEqual(1);
    const detail: { match: LiveMatch; odds: unknown[] } = (
      await call(t.app, 'liveoddsnew', { matchid: match.id })
    ).json();
    expect(detail.match.score.matchscore).toBe(`${live?.state.score.home}:${live?.state.score.away}`);
    expect(detail.odds.length).toBeGreaterThan(10);
    const events = (await call(t.app, 'matchEvents', { matchId: match.id })).json().events;
    const goals = events.filter((e: { type: string }) => e.type === 'goal').length;
    expect(goals).toBe((live?.state.score.home ?? 0) + (live?.state.score.away ?? 0));
    expect(events.every((e: { at: number }) => e.at <= 30 * 60)).toBe(true);
    const favourites = (await call(t.app, 'liveMatches', { favorites: [match.id, 999_999] })).json();
    expect(favourites.matches.map((m: LiveMatch) => m.matchid)).toEqual([match.id]);
  });

  it('searches the live and upcoming lists across every sport when no sport is given', async () => {
    // The earliest tennis match still to come: the store's order follows the database's and the
    // clock has moved past some matches by now.
    const now = t.clock.now().getTime();
    const tennis = [...t.app.catalog.store.matches.values()]
      .filter((m) => m.sportId === 5 && m.state.status === 'not_started' && m.startsAt > now)
      .sort((a, b) => a.startsAt - b.startsAt)[0];
    const player = t.app.catalog.names().teams.get(tennis?.homeTeamId ?? 0) ?? '';
    const found: Lives3Response = (
      await call(t.app, 'lives3', {
        keyWord: player.slice(0, 5),
        endDate: new Date((tennis?.startsAt ?? 0) + 60_000).toISOString(),
      })
    ).json();
    expect(found.matches.length).toBeGreaterThan(0);
    expect(found.matches.every((m) => `${m.Home} ${m.Away}`.includes(player.slice(0, 5)))).toBe(true);
    expect(found.matches.some((m) => m.sportId === 5)).toBe(true);
  });

  it('lets an admin set a match stream that tv and tvList then serve, and nobody else', async () => {
    const match = firstFootball();
    const admin = await buildUser(t.database.db, { role: 'admin' });
    const player = await buildUser(t.database.db);
    const adminSid = await signIn(t.app, admin.username, DEFAULT_PASSWORD);
    const playerSid = await signIn(t.app, player.username, DEFAULT_PASSWORD);
    const url = 'https://streams.example.com/live/1.m3u8';
    const refused = await call(t.app, 'admin/tvStream', { matchId: match?.id, url }, { cookie: playerSid });
    expect(refused.json()).toMatchObject({ key: 'forbidden' });
    expect(refused.statusCode).toBe(403);
    expect((await call(t.app, 'tv', { matchId: match?.id })).json()).toMatchObject({ key: 'noTvStream' });
    const bad = await call(
      t.app,
      'admin/tvStream',
      { matchId: match?.id, url: 'javascript:alert(1)' },
      { cookie: adminSid },
    );
    expect(bad.statusCode).toBe(400);
    const set = await call(t.app, 'admin/tvStream', { matchId: match?.id, url }, { cookie: adminSid });
    expect(set.json()).toEqual({ status: true });
    expect((await call(t.app, 'tv', { matchId: match?.id })).json()).toEqual({ status: true, videoId: url });
    expect((await call(t.app, 'tvList')).json().data.matchIds).toEqual([match?.id]);
    await call(t.app, 'admin/tvStream', { matchId: match?.id, url: '' }, { cookie: adminSid });
    expect((await call(t.app, 'tvList')).json().data.matchIds).toEqual([]);
    // Both changes are in the audit log, the refused ones are not.
    const audit = await call(t.app, 'admin/audit', { action: 'match.setTvStream' }, { cookie: adminSid });
    const entries = audit.json<{ rows: { after: { url: string | null } }[] }>().rows;
    expect(entries.map((e) => e.after.url)).toEqual([null, url]);
  });

  it("suspends a whole match on the feed's bet stop and reopens it", async () => {
    const match = firstFootball();
    if (!match) throw new Error('no match');
    await t.app.catalog.sink.betStop(match.externalId, true);
    const stopped: { match: LiveMatch; odds: { iss: number }[] } = (
      await call(t.app, 'liveoddsnew', { matchid: match.id })
    ).json();
    expect(stopped.match.iss).toBe(1);
    expect(stopped.odds.every((g) => g.iss === 1)).toBe(true);
    await t.app.catalog.sink.betStop(match.externalId, false);
    const reopened = (await call(t.app, 'liveoddsnew', { matchid: match.id })).json();
    expect(reopened.match.iss).toBe(t.app.catalog.store.get(match.id)?.state.betStatus === 'stopped' ? 1 : 0);
  });

  it('fast-forwarded to the end, a match yields its result and leaves the open lists', async () => {
    const match = firstFootball();
    if (!match) throw new Error('no match');
    t.clock.advance(match.startsAt + 3 * 60 * MINUTE - t.clock.now().getTime());
    await simulator.tick();
    expect(t.app.catalog.store.get(match.id)).toBeUndefined();
    const [row] = await t.database.db.select().from(matchResults).where(eq(matchResults.matchId, match.id));
    expect(row?.status).toBe('ended');
    expect(row?.periods).toHaveLength(2);
    expect((row?.periods ?? []).reduce((n, p) => n + p.home, 0)).toBe(row?.score.home);
    const results = (await call(t.app, 'matchResults', {})).json();
    const shown = results.results.find((r: { matchId: number }) => r.matchId === match.id);
    expect(shown.resultshf[0]).toBe(`${row?.score.home}:${row?.score.away}`);
    expect(shown.results.corners).toMatch(/^\d+:\d+$/);
    const detail = await call(t.app, 'liveoddsnew', { matchid: match.id });
    expect(detail.statusCode).toBe(404);
  });
});
