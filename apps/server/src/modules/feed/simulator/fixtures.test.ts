import { describe, expect, it } from 'vitest';
import { type Fixture, generateFixtures, roundRobinPairings } from './fixtures.ts';
import { createRandom } from './random.ts';
import { REFERENCE_DATA, SPORT_IDS } from './reference-data.ts';
import { roundTheClock, scheduleFor, sessionKickOffs } from './schedules.ts';

const from = new Date('2026-11-21T06:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const month = generateFixtures({ seed: 'demo', from, days: 30 });

describe('random', () => {
  it('is deterministic per seed and stays in range', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Array.from({ length: 20 }, () => createRandom('y').next())).not.toEqual(seqA);
    const r = createRandom('range');
    for (let i = 0; i < 500; i++) {
      const v = r.int(-2, 3);
      expect(v).toBeGreaterThanOrEqual(-2);
      expect(v).toBeLessThanOrEqual(3);
    }
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    const normals = Array.from({ length: 4000 }, () => r.normal());
    const mean = normals.reduce((s, v) => s + v, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
  });

  it('fork streams are independent of each other and of the parent', () => {
    const untouched = createRandom('s').fork('match:1');
    const expected = Array.from({ length: 10 }, () => untouched.next());

    const parent = createRandom('s');
    for (let i = 0; i < 100; i++) parent.next();
    const sibling = parent.fork('match:2');
    for (let i = 0; i < 100; i++) sibling.normal();
    const forked = parent.fork('match:1');
    expect(Array.from({ length: 10 }, () => forked.next())).toEqual(expected);

    const other = createRandom('s').fork('match:2');
    expect(Array.from({ length: 10 }, () => other.next())).not.toEqual(expected);
  });
});

describe('round robin', () => {
  it('pairs every team once per round and everyone meets everyone in a cycle', () => {
    const teams = [1, 2, 3, 4, 5, 6, 7];
    const met = new Set<string>();
    for (let round = 0; round < 7; round++) {
      const pairs = roundRobinPairings(teams, round);
      const seen = pairs.flatMap((p) => [p.home, p.away]);
      expect(new Set(seen).size).toBe(seen.length);
      for (const p of pairs) met.add([p.home, p.away].sort().join('-'));
    }
    expect(met.size).toBe(21);
  });
});

describe('generateFixtures', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    expect(generateFixtures({ seed: 'demo', from, days: 30 })).toEqual(month);
    const other = generateFixtures({ seed: 'other', from, days: 30 });
    expect(other.map((f) => [f.externalId, f.startsAt.getTime()])).not.toEqual(
      month.map((f) => [f.externalId, f.startsAt.getTime()]),
    );
  });

  it('keeps every fixture inside the window, with unique ids', () => {
    const end = from.getTime() + 30 * DAY_MS;
    for (const f of month) {
      expect(f.startsAt.getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(f.startsAt.getTime()).toBeLessThan(end);
      expect(f.homeTeamId).not.toBe(f.awayTeamId);
    }
    expect(new Set(month.map((f) => f.externalId)).size).toBe(month.length);
  });

  it('never has a team in two matches at overlapping times', () => {
    const byTeam = new Map<number, number[]>();
    for (const f of month) {
      for (const id of [f.homeTeamId, f.awayTeamId])
        byTeam.set(id, [...(byTeam.get(id) ?? []), f.startsAt.getTime()]);
    }
    for (const [teamId, starts] of byTeam) {
      const team = REFERENCE_DATA.teamById.get(teamId)!;
      const duration = scheduleFor(team.sportId).durationMinutes * 60_000;
      starts.sort((a, b) => a - b);
      for (let i = 1; i < starts.length; i++) {
        expect(starts[i]! - starts[i - 1]!, `team ${team.name}`).toBeGreaterThanOrEqual(duration);
      }
    }
  });

  it('covers every named sport with a site-filling volume', () => {
    expect(month.length).toBeGreaterThan(2000);
    // The catalogue holds them all in memory and in the database.
    expect(month.length).toBeLessThan(7000);
    for (const sportId of Object.values(SPORT_IDS)) {
      expect(month.filter((f) => f.sportId === sportId).length, `sport ${sportId}`).toBeGreaterThan(10);
    }
    // Football is played on every day of the window.
    const footballDays = new Set(
      month
        .filter((f) => f.sportId === 1)
        .map((f) => Math.floor((f.startsAt.getTime() + 3 * 3600_000) / DAY_MS)),
    );
    expect(footballDays.size).toBeGreaterThanOrEqual(29);
  });

  it('references existing reference data consistently', () => {
    for (const f of month) {
      const tournament = REFERENCE_DATA.tournamentById.get(f.tournamentId);
      expect(tournament).toBeDefined();
      expect(tournament!.sportId).toBe(f.sportId);
      expect(tournament!.categoryId).toBe(f.categoryId);
      expect(REFERENCE_DATA.categoryById.get(f.categoryId)?.sportId).toBe(f.sportId);
      expect(REFERENCE_DATA.sportById.has(f.sportId)).toBe(true);
      expect(tournament!.teamIds).toContain(f.homeTeamId);
      expect(tournament!.teamIds).toContain(f.awayTeamId);
      expect(REFERENCE_DATA.teamById.get(f.homeTeamId)?.rating).toBe(f.homeRating);
      expect(REFERENCE_DATA.teamById.get(f.awayTeamId)?.rating).toBe(f.awayRating);
    }
  });

  it('puts football kick-offs between 13:00 and 23:00 Istanbul time', () => {
    for (const f of month.filter((x) => x.sportId === 1)) {
      const hour = new Date(f.startsAt.getTime() + 3 * 3600_000).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(13);
      expect(hour).toBeLessThanOrEqual(23);
    }
  });

  it('gives the same fixture for a round whatever window is asked for', () => {
    // Sports announced a month ahead; table tennis, announced two days ahead, is checked below.
    const later = generateFixtures({
      seed: 'demo',
      from: new Date(from.getTime() + 10 * DAY_MS),
      days: 5,
    }).filter((f) => scheduleFor(f.sportId).horizonDays === undefined);
    const byId = new Map(month.map((f) => [f.externalId, f]));
    const common = later.filter((f) => byId.has(f.externalId));
    expect(common.length).toBeGreaterThan(later.length * 0.8);
    const same = common.filter((f) => byId.get(f.externalId)!.startsAt.getTime() === f.startsAt.getTime());
    expect(same.length).toBeGreaterThan(common.length * 0.9);
  });

  it('caps fixtures per day when asked', () => {
    const capped = generateFixtures({ seed: 'demo', from, days: 7, matchesPerDay: 40 });
    const perDay = new Map<number, number>();
    for (const f of capped) {
      const day = Math.floor((f.startsAt.getTime() + 3 * 3600_000) / DAY_MS);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(40);
    expect(capped.length).toBeGreaterThan(200);
  });

  it('returns nothing for an empty window', () => {
    expect(generateFixtures({ seed: 'demo', from, days: 0 })).toEqual([]);
  });
});

describe('round-the-clock table tennis', () => {
  const schedule = scheduleFor(SPORT_IDS.tableTennis);
  const perDay = schedule.roundsPerDay ?? 1;
  const tableTennis = (fixtures: readonly Fixture[]) =>
    fixtures.filter((f) => f.sportId === SPORT_IDS.tableTennis);

  it('cuts the day into sessions that leave the rest before the next one', () => {
    expect(perDay).toBeGreaterThan(1);
    expect(sessionKickOffs(schedule, roundTheClock(0), 7)).toEqual([
      21 * 60,
      21 * 60 + 15,
      21 * 60 + 30,
      21 * 60 + 45,
    ]);
    expect(() => sessionKickOffs({ ...schedule, roundsPerDay: 24 }, roundTheClock(0), 0)).toThrow();
  });

  it('plays several rounds a day, every player once a session and rested in between', () => {
    const istanbulMidnight = new Date('2026-11-22T21:00:00.000Z');
    const day = tableTennis(generateFixtures({ seed: 'demo', from: istanbulMidnight, days: 1 }));
    const ligaPro = REFERENCE_DATA.tournamentById.get(20021)!;
    const matches = day.filter((f) => f.tournamentId === ligaPro.id);
    expect(matches).toHaveLength((ligaPro.teamIds.length / 2) * perDay);
    for (const playerId of ligaPro.teamIds) {
      const starts = matches
        .filter((f) => f.homeTeamId === playerId || f.awayTeamId === playerId)
        .map((f) => f.startsAt.getTime())
        .sort((a, b) => a - b);
      expect(starts).toHaveLength(perDay);
      for (let i = 1; i < starts.length; i++) {
        expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(schedule.restHours * HOUR_MS);
      }
    }
    const kickOffHours = new Set(day.map((f) => new Date(f.startsAt.getTime() + 3 * HOUR_MS).getUTCHours()));
    expect(kickOffHours.size).toBe(24);
  });

  it('is announced only horizonDays ahead, however long the window', () => {
    const horizon = from.getTime() + (schedule.horizonDays ?? 30) * DAY_MS;
    const starts = tableTennis(month).map((f) => f.startsAt.getTime());
    expect(schedule.horizonDays).toBeLessThan(30);
    expect(starts.length).toBeGreaterThan(1000);
    expect(Math.max(...starts)).toBeLessThan(horizon);
    expect(Math.max(...starts)).toBeGreaterThan(horizon - 3 * HOUR_MS);
    const later = tableTennis(generateFixtures({ seed: 'demo', from: new Date(horizon), days: 5 }));
    expect(Math.min(...later.map((f) => f.startsAt.getTime()))).toBeLessThan(horizon + HOUR_MS);
  });

  it('gives exactly the same fixture for a round from any window', () => {
    const wide = tableTennis(generateFixtures({ seed: 'demo', from, days: 2 }));
    const narrowFrom = from.getTime() + 7 * HOUR_MS + 20 * 60_000;
    const narrow = tableTennis(generateFixtures({ seed: 'demo', from: new Date(narrowFrom), days: 1 }));
    const byId = new Map(wide.map((f) => [f.externalId, f]));
    expect(narrow.length).toBeGreaterThan(500);
    for (const f of narrow) expect(byId.get(f.externalId)).toEqual(f);
    const inSpan = wide.filter(
      (f) => f.startsAt.getTime() >= narrowFrom && f.startsAt.getTime() < narrowFrom + DAY_MS,
    );
    expect(inSpan).toHaveLength(narrow.length);
  });
});

describe('live density', () => {
  it('keeps at least 20 matches in play at every hour of a week, and 40 at the peak', () => {
    const monday = Date.parse('2026-11-23T00:00:00.000Z');
    for (let d = 0; d < 7; d++) {
      const dayStart = monday + d * DAY_MS;
      // As the feed sees a day: from a window opened a few hours before it.
      const fixtures = generateFixtures({ seed: 'demo', from: new Date(dayStart - 6 * HOUR_MS), days: 1.25 });
      const inPlay = Array.from({ length: 24 }, (_, hour) => {
        const t = dayStart + hour * HOUR_MS;
        return fixtures.filter((f) => {
          const start = f.startsAt.getTime();
          return start <= t && t < start + scheduleFor(f.sportId).durationMinutes * 60_000;
        }).length;
      });
      expect(Math.min(...inPlay), new Date(dayStart).toISOString()).toBeGreaterThanOrEqual(20);
      expect(Math.max(...inPlay), new Date(dayStart).toISOString()).toBeGreaterThanOrEqual(40);
    }
  });
});
