import type { OddGroup } from '@bet/domain/api/sportsbook';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildLiveMatch, buildPrematchMatch } from '../test-builders.ts';
import { columnGroup, fromLive, fromPrematch, type RowMatch } from './row-match.ts';

/** A market line whose outcomes carry these prices. */
const line = (oddstype: number, special: string, prices: number[], extra: Partial<OddGroup> = {}) => {
  const group = buildGroup(oddstype, special, ['over', 'under', 'none'].slice(0, prices.length));
  return { ...group, odds: group.odds.map((o, i) => ({ ...o, odd: prices[i] ?? o.odd })), ...extra };
};

const row = (odds: OddGroup[], extra: Partial<RowMatch> = {}): RowMatch => ({
  ...fromPrematch(buildPrematchMatch({ homeTeam: 'Galatasaray', awayTeam: 'Fenerbahçe', odds })),
  ...extra,
});

describe('columnGroup', () => {
  const overUnder = [
    line(18, '1.5', [1.3, 3.4]),
    line(18, '2.25', [1.8, 1.9]),
    line(18, '2.5', [2.3, 1.6]),
    line(18, '3.5', [1.85, 1.95]),
  ];

  it('prematch 18: the half line whose first price is 1.7-2', () => {
    expect(columnGroup(row(overUnder), 18)?.special).toBe('3.5');
  });

  it('live 18 late in the match: the lowest half line above the goals scored', () => {
    const live = row(overUnder, { status: '2p', minute: 85, score: '1:1', ttype: 'L' });
    expect(columnGroup(live, 18)?.special).toBe('2.5');
  });

  it('other lines markets: the line flagged most balanced, else the closest prices', () => {
    const handicaps = [line(14, '0:1', [1.5, 2.6]), line(14, '0:2', [2.0, 1.9]), line(14, '1:0', [3, 1.2])];
    expect(columnGroup(row(handicaps), 14)?.special).toBe('0:2');
    const flagged = handicaps.map((g) => (g.special === '1:0' ? { ...g, mostbalanced: 1 as const } : g));
    expect(columnGroup(row(flagged), 14)?.special).toBe('1:0');
  });

  it('never shows a suspended line while an open one exists', () => {
    const suspendLine = (g: OddGroup): OddGroup => ({ ...g, iss: 1, betstts: 'stopped' });
    const suspendOutcomes = (g: OddGroup): OddGroup => ({
      ...g,
      odds: g.odds.map((o) => ({ ...o, iss: 1 })),
    });
    // The balanced 3.5 (prematch) and 2.5 (live, late) lines are suspended: the rules pick among the open ones.
    const prematch = overUnder.map((g) => (g.special === '3.5' ? suspendLine(g) : g));
    expect(columnGroup(row(prematch), 18)?.special).toBe('2.5');
    const late = { status: '2p', minute: 85, score: '1:1', ttype: 'L' } as const;
    const live = overUnder.map((g) => (g.special === '2.5' ? suspendOutcomes(g) : g));
    expect(columnGroup(row(live, late), 18)?.special).toBe('3.5');
    // A flagged line that went suspended gives way to the most balanced open one.
    const goals68 = [line(68, '0.5', [1.2, 4]), line(68, '1.5', [1.9, 1.9], { mostbalanced: 1, iss: 1 })];
    const inPlay = { status: '1p', minute: 20, score: '0:0', ttype: 'L' } as const;
    expect(columnGroup(row(goals68, inPlay), 68)?.special).toBe('0.5');
    // Every line suspended: the row still shows one, locked.
    expect(columnGroup(row(overUnder.map(suspendLine)), 18)?.special).toBe('3.5');
  });

  it('leaves out inactive markets and answers undefined when the type is missing', () => {
    expect(columnGroup(row([line(1, '', [2, 3, 4], { active: 0 })]), 1)).toBeUndefined();
    expect(columnGroup(row(overUnder), 29)).toBeUndefined();
  });
});

describe('fromLive', () => {
  it('reads score, clock and football cards of a match in play', () => {
    const live = buildLiveMatch({
      matchid: 5,
      matchstatus: '2p',
      score: { matchscore: '2:1', gamescore: '', setscores: ['1:0', '1:1'] },
      time: { matchtime: 67, matchtimeextended: 0, matchtimeextendedExtra: 0 },
      cards: { redhome: 1, yellowhome: 2, redaway: 0, yellowaway: 1 },
      corners: { home: 5, away: 3 },
      tv: true,
    });
    expect(fromLive(live)).toMatchObject({
      id: 5,
      ttype: 'L',
      score: '2:1',
      minute: 67,
      cards: { redhome: 1 },
      corners: { home: 5, away: 3 },
      betstatus: 'started',
      tv: true,
    });
  });

  it('shows no score before kick-off', () => {
    const waiting = buildLiveMatch({
      matchstatus: 'not_started',
      time: { matchtime: 0, matchtimeextended: 0, matchtimeextendedExtra: 0 },
    });
    expect(fromLive(waiting)).toMatchObject({ score: '', cards: null, corners: null, ttype: 'N' });
  });
});
