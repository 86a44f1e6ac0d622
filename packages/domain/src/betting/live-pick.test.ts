import { describe, expect, it } from 'vitest';
import { notStartedState } from '../sportsbook/live-state.ts';
import { lineAtScore, outcomeKey, pickPlay, samePlay } from './live-pick.ts';

describe('lineAtScore', () => {
  it.each([
    // sport, market, line, score, line after
    [1, 7, '1', [0, 0], '1'],
    [1, 7, '1', [1, 0], '2'],
    [1, 61, '2', [1, 2], '4'],
    [1, 8, '3', [2, 0], '3'],
    [1, 62, '1', [0, 3], '4'],
    [1, 18, '2.5', [1, 1], '2.5'],
    [1, 1, '', [2, 1], ''],
    [4, 7, '1', [2, 2], '1'],
    [2, 62, '1', [80, 75], '1'],
  ])('sport %d market %d line %s at %j: %s', (sportId, oddsType, special, [home = 0, away = 0], line) => {
    expect(lineAtScore({ sportId, oddsType, special }, { home, away })).toBe(line);
  });
});

describe('pickPlay', () => {
  it('carries the score, clock, cards and corners of the live state', () => {
    const state = {
      ...notStartedState(45),
      status: '2p',
      score: { home: 2, away: 1 },
      clock: { minute: 67, extra: 0, periodLength: 45 },
      cards: { yellowHome: 2, yellowAway: 1, redHome: 0, redAway: 1 },
      corners: { home: 5, away: 3 },
    };
    const play = pickPlay(state);
    expect(play).toEqual({
      status: '2p',
      score: { home: 2, away: 1 },
      minute: 67,
      extra: 0,
      cards: { yellowHome: 2, yellowAway: 1, redHome: 0, redAway: 1 },
      corners: { home: 5, away: 3 },
    });
    expect(samePlay(play, pickPlay(state))).toBe(true);
    expect(samePlay(play, pickPlay({ ...state, corners: { home: 6, away: 3 } }))).toBe(false);
    expect(samePlay(play, pickPlay({ ...state, clock: { ...state.clock, extra: 2 } }))).toBe(false);
  });
});

describe('outcomeKey', () => {
  it('joins market, outcome and line as the catalogue does', () => {
    expect(outcomeKey(7, 'none', '2')).toBe('7_none_2');
    expect(outcomeKey(1, '1', '')).toBe('1_1_');
  });
});
