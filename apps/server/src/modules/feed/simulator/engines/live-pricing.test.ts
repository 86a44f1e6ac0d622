import { type LiveState, notStartedState, type TeamScore } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { engineFor } from './index.ts';

const s = (home: number, away: number): TeamScore => ({ home, away });

function live(
  status: string,
  score: TeamScore,
  periods: TeamScore[],
  more: Partial<LiveState> = {},
): LiveState {
  return { ...notStartedState(), status, score, periods, ...more };
}

const clock = (minute: number, periodLength: number) => ({ clock: { minute, extra: 0, periodLength } });

/** Moments of one match, in time order, with the home side holding the same lead. */
const LEADS: Record<number, LiveState[]> = {
  1: [
    live('1p', s(1, 0), [s(1, 0)], clock(20, 45)),
    live('2p', s(1, 0), [s(1, 0), s(0, 0)], clock(60, 45)),
    live('2p', s(1, 0), [s(1, 0), s(0, 0)], clock(85, 45)),
  ],
  2: [
    live('1q', s(10, 6), [s(10, 6)], clock(6, 12)),
    live('3q', s(60, 56), [s(25, 26), s(25, 24), s(10, 6)], clock(30, 12)),
    live('4q', s(100, 96), [s(25, 26), s(25, 24), s(25, 24), s(25, 22)], clock(46, 12)),
  ],
  3: [
    live('3inning', s(2, 0), [s(0, 0), s(2, 0), s(0, 0)], { gameScore: 'top' }),
    live('6inning', s(2, 0), [s(0, 0), s(2, 0), s(0, 0), s(0, 0), s(0, 0), s(0, 0)], { gameScore: 'bottom' }),
    live('9inning', s(2, 0), [s(0, 0), s(2, 0), ...Array.from({ length: 7 }, () => s(0, 0))], {
      gameScore: 'top',
    }),
  ],
  4: [
    live('1p', s(1, 0), [s(1, 0)], clock(10, 20)),
    live('2p', s(1, 0), [s(1, 0), s(0, 0)], clock(35, 20)),
    live('3p', s(1, 0), [s(1, 0), s(0, 0), s(0, 0)], clock(57, 20)),
  ],
  5: [
    live('1set', s(0, 0), [s(2, 1)], { gameScore: '0:0', serving: 'home' }),
    live('2set', s(1, 0), [s(6, 4), s(2, 1)], { gameScore: '0:0', serving: 'home' }),
    live('2set', s(1, 0), [s(6, 4), s(5, 4)], { gameScore: '0:0', serving: 'home' }),
  ],
  6: [
    live('1p', s(6, 4), [s(6, 4)], clock(10, 30)),
    live('2p', s(17, 15), [s(14, 13), s(3, 2)], clock(38, 30)),
    live('2p', s(28, 26), [s(14, 13), s(14, 13)], clock(57, 30)),
  ],
  20: [
    live('1set', s(0, 0), [s(5, 3)]),
    live('3set', s(1, 1), [s(11, 8), s(8, 11), s(9, 7)]),
    live('5set', s(2, 2), [s(11, 8), s(8, 11), s(11, 9), s(7, 11), s(9, 7)]),
  ],
  23: [
    live('1set', s(0, 0), [s(12, 10)]),
    live('3set', s(1, 1), [s(25, 20), s(22, 25), s(21, 19)]),
    live('5set', s(2, 2), [s(25, 20), s(22, 25), s(25, 23), s(22, 25), s(12, 10)]),
  ],
};
const WINNER: Record<number, number> = { 1: 1, 4: 1, 6: 1 };

function homeWins(sportId: number, state: LiveState): number {
  const engine = engineFor(sportId);
  const plan = engine.plan({ seed: 'pricing', homeRating: 70, awayRating: 70, tournamentId: 1 });
  const winner = engine
    .marketsAt(plan, state)
    .find((m) => m.oddsType === (WINNER[sportId] ?? 186) && !m.special);
  const p = winner?.outcomes.find((o) => o.outcomeId === '1')?.probability;
  if (p === undefined) throw new Error(`no winner market for sport ${sportId} at ${state.status}`);
  return p;
}

describe('live winner prices', () => {
  it.each(Object.keys(LEADS).map(Number))(
    'favour a leading side more the nearer the end (sport %i)',
    (sportId) => {
      const prices = (LEADS[sportId] ?? []).map((state) => homeWins(sportId, state));
      expect(prices[0]).toBeGreaterThan(homeWins(sportId, notStartedState()));
      for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? 1);
    },
  );

  it.each([109, 110, 111])(
    'favour the side a map ahead, more so than the level series (sport %i)',
    (sportId) => {
      const level = homeWins(sportId, live('1map', s(0, 0), []));
      const ahead = homeWins(sportId, live('2map', s(1, 0), [s(1, 0)]));
      expect(level).toBeCloseTo(0.5, 6);
      expect(ahead).toBeGreaterThan(level);
      expect(homeWins(sportId, live('3map', s(1, 1), [s(1, 0), s(0, 1)]))).toBeLessThan(ahead);
    },
  );
});
