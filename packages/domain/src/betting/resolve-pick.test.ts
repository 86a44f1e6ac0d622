import { describe, expect, it } from 'vitest';
import { type MatchOutcome, resolvePick, SettlementError } from './resolve-pick.ts';

const football: MatchOutcome = {
  sportId: 1,
  status: 'ended',
  score: { home: 2, away: 1 },
  periods: [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ],
  corners: { home: 9, away: 3 },
  cards: { yellowHome: 2, yellowAway: 1, redHome: 0, redAway: 1 },
  goals: ['home', 'away', 'home'],
};
const at = (oddsType: number, special: string, outcomeId: string, outcome = football) =>
  resolvePick({ oddsType, special, outcomeId }, outcome);

describe('resolvePick: football 2:1 (HT 1:0), 12 corners, 4 cards', () => {
  it.each([
    [1, '', '1', 'won'],
    [1, '', 'X', 'lost'],
    [10, '', '1X', 'won'],
    [10, '', '12', 'won'],
    [10, '', 'X2', 'lost'],
    [29, '', 'yes', 'won'],
    [29, '', 'no', 'lost'],
    [18, '2.5', 'over', 'won'],
    [18, '3.5', 'under', 'won'],
    [45, '', '2:1', 'won'],
    [45, '', '1:1', 'lost'],
    [45, '', 'other', 'lost'],
  ] as const)('market %i %s %s is %s', (type, special, outcome, result) => {
    expect(at(type, special, outcome)).toBe(result);
  });

  it('whole lines can push: over 3 on three goals is void', () => {
    expect(at(18, '3', 'over')).toBe('void');
    expect(at(18, '3', 'under')).toBe('void');
    expect(at(18, '2', 'over')).toBe('won');
  });

  it('quarter lines split into two half stakes', () => {
    expect(at(18, '2.75', 'over')).toBe('half_won');
    expect(at(18, '2.75', 'under')).toBe('half_lost');
    expect(at(18, '3.25', 'over')).toBe('half_lost');
    expect(at(18, '3.25', 'under')).toBe('half_won');
    expect(at(18, '1.25', 'over')).toBe('won');
  });

  it('handicap 14 adds the goals of its special to each side (0:1 makes 2:2)', () => {
    expect(at(14, '0:1', 'X')).toBe('won');
    expect(at(14, '0:1', '1')).toBe('lost');
    expect(at(14, '1:0', '1')).toBe('won');
    expect(at(14, '0:2', '2')).toBe('won');
  });

  it('halves: 65 reads the first half, 87 the second', () => {
    expect(at(65, '', '1')).toBe('won');
    expect(at(87, '', 'X')).toBe('won');
    expect(at(87, '', '1')).toBe('lost');
  });

  it('next goal: the team of goal N, none when fewer than N goals', () => {
    expect(at(7, '1', '1')).toBe('won');
    expect(at(7, '2', '2')).toBe('won');
    expect(at(7, '3', '1')).toBe('won');
    expect(at(7, '4', 'none')).toBe('won');
    expect(at(7, '4', '1')).toBe('lost');
  });

  it('next goal without the order of goals is read only when one team scored them all', () => {
    const noOrder = { ...football, goals: undefined };
    expect(at(7, '2', '1', { ...noOrder, score: { home: 2, away: 0 }, periods: [] })).toBe('won');
    expect(() => at(7, '2', '1', noOrder)).toThrow(SettlementError);
  });

  it("correct score 'other' wins beyond the listed scores (more than 4 a side)", () => {
    const big = { ...football, score: { home: 5, away: 0 }, periods: [] };
    expect(at(45, '', 'other', big)).toBe('won');
    expect(at(45, '', '4:0', big)).toBe('lost');
  });

  it('corners and cards totals (cards count yellow and red of both teams)', () => {
    expect(at(166, '11.5', 'over')).toBe('won');
    expect(at(166, '12.5', 'under')).toBe('won');
    expect(at(139, '4.5', 'under')).toBe('won');
    expect(at(139, '4', 'over')).toBe('void');
    expect(() => at(166, '9.5', 'over', { ...football, corners: undefined })).toThrow(/missingData/);
  });

  it('walkover, cancelled and interrupted matches are void; a match not finished stays open', () => {
    for (const status of ['walkover', 'cancelled', 'interrupted', 'retired']) {
      expect(at(1, '', '1', { ...football, status })).toBe('void');
    }
    expect(at(1, '', '1', { ...football, status: '2p' })).toBe('open');
    expect(at(1, '', '1', { ...football, status: 'not_started' })).toBe('open');
  });
});

describe('resolvePick: other sports', () => {
  const basketball: MatchOutcome = {
    sportId: 2,
    status: 'after_ot',
    score: { home: 110, away: 105 },
    periods: [
      { home: 25, away: 25 },
      { home: 25, away: 25 },
      { home: 25, away: 25 },
      { home: 25, away: 25 },
      { home: 10, away: 5 },
    ],
  };

  it('basketball: the winner includes overtime, totals and handicap are at regulation', () => {
    expect(at(186, '', '1', basketball)).toBe('won');
    expect(at(18, '199.5', 'over', basketball)).toBe('won');
    expect(at(18, '210.5', 'under', basketball)).toBe('won');
    expect(at(14, '-1.5', '1', basketball)).toBe('lost');
    expect(at(14, '-1.5', '2', basketball)).toBe('won');
  });

  const tennis: MatchOutcome = {
    sportId: 5,
    status: 'ended',
    score: { home: 2, away: 1 },
    periods: [
      { home: 6, away: 4 },
      { home: 3, away: 6 },
      { home: 7, away: 6 },
    ],
  };

  it('tennis: winner and set score on sets, total games and game handicap over the sets games', () => {
    expect(at(186, '', '1', tennis)).toBe('won');
    expect(at(181, '', '2:1', tennis)).toBe('won');
    expect(at(181, '', '2:0', tennis)).toBe('lost');
    expect(at(189, '32.5', 'under', tennis)).toBe('won');
    expect(at(189, '31.5', 'over', tennis)).toBe('won');
    expect(at(14, '-1.5', '1', tennis)).toBe('lost');
    expect(at(14, '-1.5', '2', tennis)).toBe('won');
    expect(at(14, '+1.5', '2', tennis)).toBe('lost');
    expect(at(187, '+2.5', '1', tennis)).toBe('won');
    expect(at(187, '-0.5', '1', tennis)).toBe('lost');
  });

  it('volleyball: total points over the set points', () => {
    const volleyball: MatchOutcome = {
      sportId: 23,
      status: 'ended',
      score: { home: 3, away: 0 },
      periods: [
        { home: 25, away: 20 },
        { home: 25, away: 20 },
        { home: 25, away: 20 },
      ],
    };
    expect(at(20, '134.5', 'over', volleyball)).toBe('won');
    expect(at(181, '', '3:0', volleyball)).toBe('won');
  });

  it('esports: total maps and map handicap on the maps score', () => {
    const series: MatchOutcome = { sportId: 109, status: 'ended', score: { home: 2, away: 1 }, periods: [] };
    expect(at(18, '2.5', 'over', series)).toBe('won');
    expect(at(14, '-1.5', '1', series)).toBe('lost');
  });

  it('ice hockey: the result at regulation; baseball totals include extra innings', () => {
    const hockey: MatchOutcome = {
      sportId: 4,
      status: 'after_ot',
      score: { home: 3, away: 2 },
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
        { home: 1, away: 1 },
        { home: 1, away: 0 },
      ],
    };
    expect(at(1, '', 'X', hockey)).toBe('won');
    const innings = Array.from({ length: 10 }, (_, i) => ({ home: i === 9 ? 1 : 0, away: 0 }));
    const baseball: MatchOutcome = {
      sportId: 3,
      status: 'ended',
      score: { home: 1, away: 0 },
      periods: innings,
    };
    expect(at(18, '0.5', 'over', baseball)).toBe('won');
    expect(at(186, '', '1', baseball)).toBe('won');
  });

  it('never guesses: unknown markets, outcomes and lines throw', () => {
    expect(() => at(999, '', '1')).toThrow(/unknownMarket/);
    expect(() => at(1, '', '1', tennis)).toThrow(/unknownMarket/);
    expect(() => at(1, '', 'Z')).toThrow(/unknownOutcome/);
    expect(() => at(18, '2.6', 'over')).toThrow(/badLine/);
    expect(() => at(65, '', '1', { ...football, periods: [] })).toThrow(/missingData/);
  });
});
