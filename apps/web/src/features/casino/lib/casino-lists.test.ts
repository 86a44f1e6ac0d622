import { CASINO_SERVICE, HOME_TAB } from '@bet/domain/api/casino';
import { describe, expect, it } from 'vitest';
import { casinoMasterOf, filteredGames } from './casino-games.ts';
import { homeTabs } from './home-tabs.ts';
import { categoryGames, companyFromQuery } from './live-casino.ts';
import { game, homeGame, provider } from './test-catalogue.ts';

describe('the casino games screen', () => {
  it('lists the mapped casino service under its own master', () => {
    expect(casinoMasterOf(CASINO_SERVICE.mappedService)).toBe(CASINO_SERVICE.mappedMaster);
    expect(casinoMasterOf(CASINO_SERVICE.slots)).toBe(CASINO_SERVICE.slots);
  });

  it("filters to the chosen providers' games, in the providers' order", () => {
    const providers = [provider(7, 'NetEnt', 2), provider(8, 'Pragmatic', 1), provider(9, 'Play’n GO', 1)];
    expect(filteredGames(providers, new Set([9, 7])).map((g) => g.sid)).toEqual([700, 701, 900]);
    expect(filteredGames(providers, new Set([42]))).toEqual([]);
  });
});

describe('the live casino screen', () => {
  it('shows each game of a company once, whatever categories list it', () => {
    const roulette = game(1, 40, 'Roulette');
    const categories = [
      { sid: 10, n: 'Roulette', mid: 40, g: [roulette, game(2, 40)] },
      { sid: 11, n: 'Popular', mid: 40, g: [roulette, game(3, 40)] },
    ];
    expect(categoryGames(categories).map((g) => g.sid)).toEqual([1, 2, 3]);
  });

  it('preselects the company mid names, or masterServiceId', () => {
    expect(companyFromQuery({ mid: 40, masterServiceId: 4 })).toBe(40);
    expect(companyFromQuery({ masterServiceId: 41 })).toBe(41);
    expect(companyFromQuery({})).toBeNull();
  });
});

describe("Home's casino tabs", () => {
  const games = [
    homeGame(1, HOME_TAB.topCasino),
    homeGame(2, HOME_TAB.topSlots),
    homeGame(3, HOME_TAB.newSlots),
    homeGame(4, HOME_TAB.topSlots),
  ];

  it('offer the tabs that have games, in order, each with its games', () => {
    const tabs = homeTabs(games, () => true);
    expect(tabs.map(({ tab, games: g }) => [tab, g.map((x) => x.serviceId)])).toEqual([
      ['topCasino', [1]],
      ['topSlots', [2, 4]],
      ['newSlots', [3]],
    ]);
  });

  it('leave out the tabs of a screen the player may not use', () => {
    expect(homeTabs(games, (screen) => screen === 'livecasino').map((t) => t.tab)).toEqual(['topCasino']);
    expect(homeTabs([], () => true)).toEqual([]);
  });
});
