import { describe, expect, it } from 'vitest';
import { closedMissing, diffMarkets, type OfferedMarket, toStoredMarket } from './market-diff.ts';

const oneXTwo = (
  home: number,
  draw: number,
  away: number,
  extra: Partial<OfferedMarket> = {},
): OfferedMarket => ({
  oddsType: 1,
  special: '',
  outcomes: [
    { outcomeId: '1', name: '1', odds: home },
    { outcomeId: 'X', name: 'X', odds: draw },
    { outcomeId: '2', name: '2', odds: away },
  ],
  ...extra,
});
const total = (line: string, over: number, under: number): OfferedMarket => ({
  oddsType: 18,
  special: line,
  outcomes: [
    { outcomeId: 'over', name: 'Over', odds: over },
    { outcomeId: 'under', name: 'Under', odds: under },
  ],
});

describe('diffMarkets', () => {
  const held = [toStoredMarket(oneXTwo(2100, 3300, 3500)), toStoredMarket(total('2.5', 1900, 1850))];

  it('reports changed odds with their direction and leaves the held list untouched', () => {
    const diff = diffMarkets(held, [oneXTwo(2000, 3300, 3700)]);
    expect(diff.structural).toBe(false);
    expect(diff.odds).toEqual([
      [1, '', '1', 2000, -1, 0],
      [1, '', '2', 3700, 1, 0],
    ]);
    expect(diff.markets).toEqual([]);
    expect(held[0]?.outcomes[0]?.odds).toBe(2100);
    expect(diff.next.map((m) => m.oddsType)).toEqual([1, 18]);
    expect(diff.next[1]).toBe(held[1]);
  });

  it('reports a market suspension as a market change and every outcome as suspended', () => {
    const diff = diffMarkets(held, [oneXTwo(2100, 3300, 3500, { suspended: true })]);
    expect(diff.markets).toEqual([[1, '', 1, 1]]);
    expect(diff.odds.map((o) => o[5])).toEqual([1, 1, 1]);
  });

  it('finds nothing when the prices are the same', () => {
    const diff = diffMarkets(held, [oneXTwo(2100, 3300, 3500), total('2.5', 1900, 1850)]);
    expect(diff.odds).toEqual([]);
    expect(diff.markets).toEqual([]);
    expect(diff.structural).toBe(false);
  });

  it('calls a new line structural and appends it', () => {
    const diff = diffMarkets(held, [total('3.5', 2600, 1450)]);
    expect(diff.structural).toBe(true);
    expect(diff.next.map((m) => `${m.oddsType}:${m.special}`)).toEqual(['1:', '18:2.5', '18:3.5']);
  });

  it('closes the open markets a complete list leaves out, and suspends an outcome the provider suspends', () => {
    const offered = [
      {
        ...total('2.5', 1900, 1850),
        outcomes: [
          { outcomeId: 'over', name: 'Over', odds: 1900, suspended: true },
          { outcomeId: 'under', name: 'Under', odds: 1850 },
        ],
      },
    ];
    const closed = closedMissing(held, offered);
    expect(closed.map((m) => [m.oddsType, m.active])).toEqual([[1, false]]);
    const diff = diffMarkets(held, [...offered, ...closed]);
    expect(diff.markets).toEqual([[1, '', 0, 0]]);
    expect(diff.odds).toEqual([[18, '2.5', 'over', 1900, 0, 1]]);
    expect(closedMissing(diff.next, offered)).toEqual([]);
  });
});
