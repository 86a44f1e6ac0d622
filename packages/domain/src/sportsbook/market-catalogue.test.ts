import { describe, expect, it } from 'vitest';
import { footballMarkets } from '../pricing/football.ts';
import { mapsMarkets } from '../pricing/maps.ts';
import { baseballMarkets, basketballMarkets, handballMarkets, iceHockeyMarkets } from '../pricing/scoring.ts';
import { tableTennisMarkets, tennisMarkets, volleyballMarkets } from '../pricing/sets.ts';
import type { MarketProbabilities } from '../pricing/types.ts';
import {
  MARKET_GROUPS,
  type MarketLang,
  mainMarketTypes,
  marketGroupOf,
  marketGroupsForSport,
  marketName,
  marketOrder,
  outcomeName,
  sportMarketTypes,
} from './market-catalogue.ts';

const LANGS: MarketLang[] = ['tr', 'en'];
const series = (bestOf: 3 | 5) => mapsMarkets({ pMap: 0.55, bestOf, maps: [0, 0] });
const rally = { pPoint: 0.52, completedSets: [], points: [0, 0] } as const;
const goals = (rateHome: number, rateAway: number) =>
  ({ rateHome, rateAway, minutesLeft: 60, score: [0, 0] }) as const;

/** Each sport's pricing model run on a few plausible states, together covering all its markets. */
const MODEL_RUNS: [sport: string, sportId: number, markets: MarketProbabilities[]][] = [
  [
    'football',
    1,
    [
      ...footballMarkets({ homeRate: 1.5, awayRate: 1.2, minute: 0, score: { home: 0, away: 0 }, half: 1 }),
      ...footballMarkets({
        homeRate: 1.5,
        awayRate: 1.2,
        minute: 63,
        score: { home: 2, away: 1 },
        half: 2,
        halfTimeScore: { home: 1, away: 0 },
        corners: 6,
        cards: 3,
      }),
    ],
  ],
  [
    'basketball',
    2,
    basketballMarkets({ ratingHome: 114, ratingAway: 110, pace: 98, secondsLeft: 2880, score: [0, 0] }),
  ],
  [
    'baseball',
    3,
    baseballMarkets({ runsPerInningHome: 0.5, runsPerInningAway: 0.47, halfInningsPlayed: 0, score: [0, 0] }),
  ],
  ['ice hockey', 4, iceHockeyMarkets(goals(3.2, 2.7))],
  [
    'tennis',
    5,
    tennisMarkets({
      pServeHome: 0.64,
      pServeAway: 0.62,
      completedSets: [[6, 4]],
      games: [2, 3],
      points: [1, 2],
      serving: 0,
    }),
  ],
  ['handball', 6, handballMarkets(goals(29, 27))],
  ['table tennis', 20, tableTennisMarkets(rally)],
  ['volleyball', 23, volleyballMarkets(rally)],
  ['counter-strike', 109, series(3)],
  ['league of legends', 110, series(5)],
  ['dota', 111, series(3)],
];

describe.each(MODEL_RUNS)('%s (sport %s) pricing model against the catalogue', (_, sportId, markets) => {
  it('every market it prices has a tr and an en name, and so has every outcome', () => {
    for (const m of markets) {
      for (const lang of LANGS) {
        expect(marketName(m.oddsType, m.special, lang), `${m.oddsType} ${lang}`).toBeTruthy();
        for (const o of m.outcomes) {
          expect(
            outcomeName(m.oddsType, o.outcomeId, lang),
            `${m.oddsType}/${o.outcomeId} ${lang}`,
          ).toBeTruthy();
        }
      }
    }
  });

  it("the sport's market list is exactly what the model prices", () => {
    const priced = new Set(markets.map((m) => m.oddsType));
    expect([...sportMarketTypes(sportId)].sort()).toEqual([...priced].sort());
  });

  it('list-row columns are markets the model prices', () => {
    const priced = new Set(markets.map((m) => m.oddsType));
    expect(mainMarketTypes(sportId).length).toBeGreaterThan(0);
    for (const t of mainMarketTypes(sportId)) expect(priced.has(t)).toBe(true);
  });
});

describe('marketName', () => {
  it.each([
    [18, '2.5', 'tr', 'Alt/Üst 2.5'],
    [18, '2.5', 'en', 'Over/Under 2.5'],
    [14, '0:1', 'tr', 'Handikap 0:1'],
    [14, '-1.5', 'en', 'Handicap -1.5'],
    [166, '9.5', 'tr', 'Korner Alt/Üst 9.5'],
    [1, '', 'tr', 'Maç Sonucu'],
    [29, '', 'en', 'Both Teams To Score'],
    [7, '2', 'tr', '2. Gol'],
    [7, '1', 'en', '1st Goal'],
    [7, '2', 'en', '2nd Goal'],
    [7, '3', 'en', '3rd Goal'],
    [7, '4', 'en', '4th Goal'],
    [7, '11', 'en', '11th Goal'],
    [7, '12', 'en', '12th Goal'],
    [7, '21', 'en', '21st Goal'],
    [7, '', 'tr', 'Sıradaki Gol'],
  ] as const)('%s %s in %s -> %s', (type, special, lang, name) => {
    expect(marketName(type, special, lang)).toBe(name);
  });

  it('knows nothing of a type outside the catalogue', () => {
    expect(marketName(10435, '', 'tr')).toBeUndefined();
  });
});

describe('outcomeName', () => {
  it.each([
    [18, 'over', 'tr', 'Üst'],
    [18, 'under', 'tr', 'Alt'],
    [18, 'over', 'en', 'Over'],
    [186, '1', 'tr', '1'],
    [186, '2', 'en', '2'],
    [1, 'X', 'tr', 'X'],
    [10, 'X2', 'en', 'X2'],
    [29, 'yes', 'tr', 'Var'],
    [7, 'none', 'en', 'No Goal'],
    [45, '2:1', 'tr', '2:1'],
    [45, 'other', 'tr', 'Diğer'],
    [181, '3:0', 'en', '3:0'],
  ] as const)('%s/%s in %s -> %s', (type, id, lang, name) => {
    expect(outcomeName(type, id, lang)).toBe(name);
  });

  it('refuses outcomes the market does not have', () => {
    expect(outcomeName(186, 'X', 'tr')).toBeUndefined();
    expect(outcomeName(18, 'yes', 'en')).toBeUndefined();
    expect(outcomeName(45, '2-1', 'en')).toBeUndefined();
    expect(outcomeName(10435, '1', 'en')).toBeUndefined();
  });
});

describe('market groups', () => {
  it("shows only the chips a sport's markets use, in chip order", () => {
    expect(marketGroupsForSport(1)).toEqual(['main', 'half1', 'half2', 'goals', 'cornersCards', 'handicaps']);
    expect(marketGroupsForSport(5)).toEqual(['main', 'handicaps', 'specials']);
    expect(marketGroupsForSport(2)).toEqual(['main', 'handicaps']);
    expect(marketGroupsForSport(999)).toEqual([]);
  });

  it('puts every market in a known group', () => {
    for (const [, sportId] of MODEL_RUNS) {
      for (const t of sportMarketTypes(sportId)) expect(MARKET_GROUPS).toContain(marketGroupOf(t));
    }
    expect(marketGroupOf(10435)).toBeUndefined();
  });

  it('gives the list-row columns per sport', () => {
    expect(mainMarketTypes(1)).toEqual([1, 18, 29]);
    expect(mainMarketTypes(4)).toEqual([1, 18, 14]);
    expect(mainMarketTypes(2)).toEqual([186, 18, 14]);
    expect(mainMarketTypes(999)).toEqual([]);
  });
});

describe('marketOrder', () => {
  it('sorts by catalogue order, lines ascending, unknown types last', () => {
    const groups = [
      { oddstype: 9999, special: '' },
      { oddstype: 18, special: '3.5' },
      { oddstype: 14, special: '1:0' },
      { oddstype: 18, special: '10.5' },
      { oddstype: 14, special: '0:1' },
      { oddstype: 5000, special: '' },
      { oddstype: 18, special: '2.5' },
      { oddstype: 1, special: '' },
      { oddstype: 14, special: '+1.5' },
      { oddstype: 14, special: '-1.5' },
    ];
    expect([...groups].sort(marketOrder).map((g) => `${g.oddstype}/${g.special}`)).toEqual([
      '1/',
      '18/2.5',
      '18/3.5',
      '18/10.5',
      '14/-1.5',
      '14/+1.5',
      '14/0:1',
      '14/1:0',
      '5000/',
      '9999/',
    ]);
  });
});
