import type { FormResult, HeadToHead, LeagueRow } from '@bet/domain/api/match-stats';
// League tables, form and head-to-head from the simulated season: the same fixtures and the
// same results the feed plays, recomputed from the seed (any instance can answer).
import { engineFor } from './engines/index.ts';
import { type Fixture, generateFixtures, istanbulDay } from './fixtures.ts';
import { buildReferenceData, REFERENCE_DATA, type ReferenceData, SPORT_SEEDS } from './reference-data.ts';
import { DAY_MS, scheduleFor } from './schedules.ts';

/** How far back "this season" reaches; round-the-clock sports (announced days ahead) look back two weeks. */
const SEASON_DAYS = 120;
const SHORT_SEASON_DAYS = 14;
/** Sports where a level score stands (three points a win, one a draw); elsewhere two a win. */
const DRAW_SPORTS = new Set([1, 4, 6]);

export type PlayedMatch = { fixture: Fixture; home: number; away: number };

const references = new Map<number, ReferenceData>();
/** One sport's reference: fixtures of a sport depend only on that sport's tournaments and teams. */
function sportReference(sportId: number): ReferenceData {
  let reference = references.get(sportId);
  if (!reference) {
    reference = buildReferenceData(SPORT_SEEDS.filter((s) => s.id === sportId));
    references.set(sportId, reference);
  }
  return reference;
}

const seasons = new Map<string, PlayedMatch[]>();

/** Matches of the sport finished before today (Istanbul), with their final scores; cached per day. */
export function playedMatches(seed: string, sportId: number, now: Date): PlayedMatch[] {
  const today = istanbulDay(now.getTime());
  const key = `${seed}|${sportId}|${today}`;
  const cached = seasons.get(key);
  if (cached) return cached;
  const reference = sportReference(sportId);
  const end = now.getTime() - scheduleFor(sportId).durationMinutes * 60_000;
  // Sports announced only a few days ahead are generated the way the feed saw them: a horizon at a time.
  const { horizonDays } = scheduleFor(sportId);
  const days = horizonDays ? SHORT_SEASON_DAYS : SEASON_DAYS;
  const step = horizonDays ?? days;
  const fixtures: Fixture[] = [];
  for (let offset = days; offset > 0; offset -= step) {
    const from = new Date(now.getTime() - offset * DAY_MS);
    fixtures.push(...generateFixtures({ seed, from, days: Math.min(step, offset), reference }));
  }
  const unique = [...new Map(fixtures.map((f) => [f.externalId, f])).values()].filter(
    (f) => f.startsAt.getTime() < end,
  );
  const engine = engineFor(sportId);
  const played = unique.map((fixture) => {
    const plan = engine.plan({
      seed: `${seed}:${fixture.externalId}`,
      homeRating: fixture.homeRating,
      awayRating: fixture.awayRating,
      tournamentId: fixture.tournamentId,
    });
    const { score } = engine.result(plan);
    return { fixture, home: score.home, away: score.away };
  });
  if (seasons.size > 64) seasons.clear();
  seasons.set(key, played);
  return played;
}

type Tally = Omit<LeagueRow, 'position' | 'team'>;

function outcome(goalsFor: number, goalsAgainst: number): FormResult {
  return goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
}

export function leagueTable(seed: string, tournamentId: number, now: Date): LeagueRow[] {
  const tournament = REFERENCE_DATA.tournamentById.get(tournamentId);
  if (!tournament) return [];
  const threePoints = DRAW_SPORTS.has(tournament.sportId);
  const rows = new Map<number, Tally>(
    tournament.teamIds.map((teamId) => [
      teamId,
      { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] },
    ]),
  );
  for (const m of playedMatches(seed, tournament.sportId, now)) {
    if (m.fixture.tournamentId !== tournamentId) continue;
    for (const [teamId, own, other] of [
      [m.fixture.homeTeamId, m.home, m.away],
      [m.fixture.awayTeamId, m.away, m.home],
    ] as const) {
      const row = rows.get(teamId);
      if (!row) continue;
      const result = outcome(own, other);
      row.played++;
      row.goalsFor += own;
      row.goalsAgainst += other;
      if (result === 'W') row.won++;
      else if (result === 'D') row.drawn++;
      else row.lost++;
      row.points += result === 'W' ? (threePoints ? 3 : 2) : result === 'D' ? 1 : 0;
      row.form = [...row.form, result].slice(-5);
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        a.teamId - b.teamId,
    )
    .map((row, i) => ({
      ...row,
      position: i + 1,
      team: REFERENCE_DATA.teamById.get(row.teamId)?.name ?? '',
    }));
}

/** Last five results of a team in any competition of its sport, oldest first. */
export function teamForm(seed: string, sportId: number, teamId: number, now: Date): FormResult[] {
  return playedMatches(seed, sportId, now)
    .filter((m) => m.fixture.homeTeamId === teamId || m.fixture.awayTeamId === teamId)
    .slice(-5)
    .map((m) => (m.fixture.homeTeamId === teamId ? outcome(m.home, m.away) : outcome(m.away, m.home)));
}

export function headToHead(seed: string, sportId: number, a: number, b: number, now: Date): HeadToHead[] {
  const name = (id: number) => REFERENCE_DATA.teamById.get(id)?.name ?? '';
  return playedMatches(seed, sportId, now)
    .filter(
      (m) =>
        (m.fixture.homeTeamId === a && m.fixture.awayTeamId === b) ||
        (m.fixture.homeTeamId === b && m.fixture.awayTeamId === a),
    )
    .reverse()
    .map((m) => ({
      date: m.fixture.startsAt.toISOString(),
      home: name(m.fixture.homeTeamId),
      away: name(m.fixture.awayTeamId),
      score: `${m.home}:${m.away}`,
    }));
}
