import { describe, expect, it } from 'vitest';
import { buildLiveMatch } from '../../../shared/sportsbook/test-builders.ts';
import { outsInPlay, periodKind, periodTable, scoreSides, showsPeriodTable } from './score-board.ts';

describe('score board', () => {
  it('splits a score into its sides', () => {
    expect(scoreSides('2:1')).toEqual(['2', '1']);
    expect(scoreSides('')).toEqual(['0', '0']);
  });

  it('builds a tennis table: sets, game points, sets won', () => {
    const tennis = buildLiveMatch({
      sportId: 5,
      score: { matchscore: '1:0', gamescore: '30:15', setscores: ['6:4', '2:3'] },
    });
    expect(periodTable(tennis)).toEqual({
      kind: 'set',
      periods: [1, 2],
      home: ['6', '2'],
      away: ['4', '3'],
      game: ['30', '15'],
      total: ['1', '0'],
    });
  });

  it('names the periods of each sport and tables all but halves', () => {
    expect(periodKind(2)).toBe('quarter');
    expect(periodKind(4)).toBe('period');
    expect(periodKind(110)).toBe('map');
    expect(showsPeriodTable(2)).toBe(true);
    expect(showsPeriodTable(1)).toBe(false);
    expect(showsPeriodTable(6)).toBe(false);
  });

  it("shows baseball's outs while an inning is played, not in a break nor for other sports", () => {
    const baseball = (matchstatus: string, outs?: number) =>
      outsInPlay(buildLiveMatch({ sportId: 3, matchstatus, ...(outs !== undefined && { outs }) }));
    expect(baseball('3inning', 2)).toBe(2);
    expect(baseball('extra', 0)).toBe(0);
    expect(baseball('pause', 1)).toBeNull();
    expect(baseball('3inning')).toBeNull();
    expect(outsInPlay(buildLiveMatch({ matchstatus: '2p' }))).toBeNull();
  });
});
