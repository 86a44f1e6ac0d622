import type { TeamScore } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { tableTennisEngine, volleyballEngine } from './rally-sets.ts';
import type { SetPlan } from './set-engine.ts';
import { tennisEngine } from './tennis.ts';

const input = (seed: string) => ({ seed, homeRating: 72, awayRating: 70, tournamentId: 1 });
const high = (s: TeamScore) => Math.max(s.home, s.away);
const low = (s: TeamScore) => Math.min(s.home, s.away);

/** A rally set to `target` is won by two: at the target, or beyond it two clear of a deuce. */
function isRallySet(s: TeamScore, target: number): boolean {
  return (high(s) === target && low(s) <= target - 2) || (high(s) > target && high(s) - low(s) === 2);
}

describe('tennis engine', () => {
  const plans = Array.from({ length: 60 }, (_, i) => tennisEngine.plan(input(`tn-${i}`)));

  it('plays sets of six games won by two, or seven after 5-5 or a tie-break', () => {
    const valid = (s: TeamScore) =>
      (high(s) === 6 && low(s) <= 4) || (high(s) === 7 && (low(s) === 5 || low(s) === 6));
    expect(plans.flatMap((p) => tennisEngine.result(p).periods).every(valid)).toBe(true);
    expect(plans.some((p) => tennisEngine.result(p).periods.some((s) => low(s) === 6))).toBe(true);
  });

  it('shows game points as tennis scores, tie-break points as numbers', () => {
    const shown = new Set<string>();
    for (const plan of plans.slice(0, 20)) {
      for (const point of plan.match.points) {
        const state = tennisEngine.stateAt(plan, point.at);
        if (state.status === 'ended') continue;
        const games = state.periods[state.periods.length - 1]!;
        const pattern =
          games.home === 6 && games.away === 6 ? /^\d+:\d+$/ : /^(0|15|30|40|A):(0|15|30|40|A)$/;
        expect(state.gameScore).toMatch(pattern);
        shown.add(state.gameScore);
      }
    }
    expect(shown).toContain('A:40');
    expect(shown).toContain('40:40');
    expect(shown).toContain('30:15');
  });

  it('keeps one server through a game and changes server between games', () => {
    const plan = plans[0]!;
    const { points } = plan.match;
    points.forEach((p, i) => {
      const next = points[i + 1];
      if (!next || next.set !== p.set || (p.units.home === 6 && p.units.away === 6)) return;
      const gameEnded = next.units.home + next.units.away > p.units.home + p.units.away;
      if (!gameEnded) expect(next.serving).toBe(p.serving);
      else expect(next.serving).not.toBe(p.serving);
    });
  });

  it('prices the server better placed at 40:0 than at 0:40', () => {
    const plan = plans[0]!;
    const base = tennisEngine.stateAt(plan, -1);
    const at = (gameScore: string) => {
      const state = {
        ...base,
        status: '1set',
        periods: [{ home: 4, away: 4 }],
        gameScore,
        serving: 'home' as const,
      };
      return tennisEngine.marketsAt(plan, state)[0]?.outcomes[0]?.probability ?? 0;
    };
    expect(at('40:0')).toBeGreaterThan(at('0:40'));
    expect(at('A:40')).toBeGreaterThan(at('40:40'));
    expect(at('40:40')).toBeGreaterThan(at('40:A'));
  });
});

describe.each([
  ['volleyball', volleyballEngine, 25, 15],
  ['table tennis', tableTennisEngine, 11, 11],
] as const)('%s engine', (_name, engine, target, lastTarget) => {
  const plans: SetPlan<{ pPoint: number }>[] = Array.from({ length: 60 }, (_, i) =>
    engine.plan(input(`rs-${i}`)),
  );

  it('plays best of five rally sets won by two', () => {
    for (const plan of plans) {
      engine.result(plan).periods.forEach((set, i) => {
        expect(isRallySet(set, i === 4 ? lastTarget : target), `${set.home}:${set.away}`).toBe(true);
      });
    }
  });

  it('stops betting briefly at each set end and opens the next set at 0:0', () => {
    const plan = plans[0]!;
    for (const set of plan.match.sets.slice(0, -1)) {
      const state = engine.stateAt(plan, set.end);
      expect(state.betStatus).toBe('stopped');
      expect(state.periods[state.periods.length - 1]).toEqual({ home: 0, away: 0 });
      expect(engine.stateAt(plan, set.end + 20).betStatus).toBe('started');
    }
  });
});

it('changes the table tennis server every two points, every point from 10:10, and alternates who opens a set', () => {
  const { match } = tableTennisEngine.plan(input('tt-serve'));
  let opener = match.firstServer;
  match.sets.forEach((_set, index) => {
    const inSet = match.points.filter((p) => p.set === index);
    // Point k is served by whoever the state before it names.
    const servers = [opener, ...inSet.slice(0, -1).map((p) => p.serving)];
    servers.forEach((server, k) => {
      if (k === 0) return;
      if (k < 20) expect(server === servers[k - 1]).toBe(k % 2 === 1);
      else expect(server).not.toBe(servers[k - 1]);
    });
    const next = inSet[inSet.length - 1]!.serving;
    expect(next).not.toBe(opener);
    opener = next;
  });
});

it('keeps the last pricing of a match only while its score stands', () => {
  const plan = volleyballEngine.plan(input('priced'));
  const [before, after] = [10, 11].map((i) => volleyballEngine.stateAt(plan, plan.match.points[i]!.at));
  const first = volleyballEngine.marketsAt(plan, before!);
  expect(volleyballEngine.marketsAt(plan, before!)).toBe(first);
  const next = volleyballEngine.marketsAt(plan, after!);
  expect(next).not.toEqual(first);
  expect(next).toEqual(volleyballEngine.marketsAt(volleyballEngine.plan(input('priced')), after!));
});
