import { describe, expect, it } from 'vitest';
import { generateFixtures } from './fixtures.ts';
import { REFERENCE_DATA } from './reference-data.ts';
import { headToHead, leagueTable, playedMatches, teamForm } from './season-stats.ts';

const now = new Date('2026-11-21T12:00:00Z');
const SUPER_LIG = 1011;
const NBA = REFERENCE_DATA.tournaments.find((t) => t.sportId === 2)?.id ?? 0;

describe('season statistics', () => {
  it('tallies a football league consistently: wins equal losses, points 3/1/0, sorted by points', () => {
    const rows = leagueTable('demo', SUPER_LIG, now);
    expect(rows).toHaveLength(REFERENCE_DATA.tournamentById.get(SUPER_LIG)?.teamIds.length ?? -1);
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
    expect(sum((r) => r.played)).toBeGreaterThan(20);
    expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
    expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
    for (const r of rows) {
      expect(r.points).toBe(3 * r.won + r.drawn);
      expect(r.played).toBe(r.won + r.drawn + r.lost);
      expect(r.form.length).toBe(Math.min(5, r.played));
    }
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.points).toBeGreaterThanOrEqual(rows[i]?.points ?? 0);
  });

  it('gives two points a win and no draws where a level score cannot stand', () => {
    const rows = leagueTable('demo', NBA, now);
    for (const r of rows) {
      expect(r.drawn).toBe(0);
      expect(r.points).toBe(2 * r.won);
    }
  });

  it('is the same season the feed plays: same fixtures, same seed, same answers', () => {
    const played = playedMatches('demo', 1, now);
    const fromFeed = generateFixtures({
      seed: 'demo',
      from: new Date(now.getTime() - 120 * 86_400_000),
      days: 120,
    });
    const ids = new Set(fromFeed.filter((f) => f.sportId === 1).map((f) => f.externalId));
    expect(played.length).toBeGreaterThan(100);
    expect(played.every((m) => ids.has(m.fixture.externalId))).toBe(true);
    expect(leagueTable('demo', SUPER_LIG, now)).toEqual(leagueTable('demo', SUPER_LIG, now));
    expect(leagueTable('other', SUPER_LIG, now)).not.toEqual(leagueTable('demo', SUPER_LIG, now));
  });

  it('reads form and head-to-head from the played matches', () => {
    const last = playedMatches('demo', 1, now)
      .filter((m) => m.fixture.tournamentId === SUPER_LIG)
      .at(-1);
    if (!last) throw new Error('no match played');
    const { homeTeamId, awayTeamId } = last.fixture;
    const form = teamForm('demo', 1, homeTeamId, now);
    expect(form.length).toBeGreaterThan(0);
    expect(form.at(-1)).toBe(last.home > last.away ? 'W' : last.home < last.away ? 'L' : 'D');
    const meetings = headToHead('demo', 1, homeTeamId, awayTeamId, now);
    expect(meetings[0]?.score).toBe(`${last.home}:${last.away}`);
  });
});
