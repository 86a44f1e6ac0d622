import { describe, expect, it } from 'vitest';
import { counterStrikeEngine, dotaEngine, leagueOfLegendsEngine } from './esports.ts';

describe.each([
  ['CS', counterStrikeEngine],
  ['LoL', leagueOfLegendsEngine],
  ['Dota', dotaEngine],
] as const)('%s engine', (_name, engine) => {
  const plans = Array.from({ length: 50 }, (_, i) =>
    engine.plan({ seed: `es-${i}`, homeRating: 78, awayRating: 70, tournamentId: 1 }),
  );

  it('plays two or three maps of 30 to 45 minutes with a 5-minute break before each next map', () => {
    expect(plans.some((p) => p.maps.length === 3)).toBe(true);
    for (const plan of plans) {
      expect(plan.maps.length === 2 || plan.maps.length === 3).toBe(true);
      plan.maps.forEach((m, i) => {
        expect(m.end - m.playFrom).toBeGreaterThanOrEqual(30 * 60);
        expect(m.end - m.playFrom).toBeLessThanOrEqual(45 * 60);
        expect(m.playFrom).toBe(i === 0 ? 0 : (plan.maps[i - 1]?.end ?? 0) + 5 * 60);
      });
    }
  });

  it('lists decided maps only, moving to the next map as soon as one is won', () => {
    const plan = plans[0]!;
    const first = plan.maps[0]!;
    expect(engine.stateAt(plan, first.end - 1)).toMatchObject({
      status: '1map',
      periods: [],
      betStatus: 'started',
    });
    const won = first.winner === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 };
    expect(engine.stateAt(plan, first.end)).toMatchObject({
      status: '2map',
      score: won,
      periods: [won],
      betStatus: 'stopped',
    });
    expect(engine.stateAt(plan, first.end + 60)).toMatchObject({ status: '2map', betStatus: 'started' });
  });

  it('wins more maps with the better team', () => {
    const home = plans.reduce((acc, p) => acc + engine.result(p).score.home, 0);
    const away = plans.reduce((acc, p) => acc + engine.result(p).score.away, 0);
    expect(plans[0]!.pMap).toBeGreaterThan(0.5);
    expect(home).toBeGreaterThan(away);
  });
});
