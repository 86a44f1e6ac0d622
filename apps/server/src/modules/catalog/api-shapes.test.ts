import { notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { oddGroups } from './api-shapes.ts';
import type { CatalogMatch } from './catalog-store.ts';
import type { StoredMarket } from './schema.ts';

const total = (special: string, over: number, under: number, suspended = false): StoredMarket => ({
  oddsType: 18,
  special,
  suspended,
  active: true,
  outcomes: [
    { outcomeId: 'over', name: 'Over', odds: over, pos: 0, suspended },
    { outcomeId: 'under', name: 'Under', odds: under, pos: 0, suspended },
  ],
});

const match = (markets: StoredMarket[], suspended = false): CatalogMatch => ({
  id: 1,
  externalId: 'm1',
  sportId: 2,
  categoryId: 1,
  tournamentId: 1,
  homeTeamId: 1,
  awayTeamId: 2,
  startsAt: 0,
  active: true,
  visible: true,
  liveActive: true,
  suspended,
  state: { ...notStartedState(12), status: '4q' },
  markets,
  version: 1,
});

const featured = (m: CatalogMatch): string[] =>
  oddGroups(m, 'en')
    .filter((g) => g.mostbalanced === 1)
    .map((g) => g.special);

describe('the featured line of a market', () => {
  it('is the most balanced open line, never a suspended one beside it', () => {
    const markets = [
      total('160.5', 1500, 2500),
      total('161.5', 1870, 1870, true),
      total('162.5', 2100, 1700),
    ];
    expect(featured(match(markets))).toEqual(['162.5']);
  });

  it('is the most balanced line while the whole match is suspended', () => {
    const markets = [total('160.5', 1500, 2500), total('161.5', 1870, 1870)];
    expect(featured(match(markets, true))).toEqual(['161.5']);
  });
});
