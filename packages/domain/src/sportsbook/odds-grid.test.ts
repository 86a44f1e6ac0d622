import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridStep, isOnOddsGrid, MAX_ODDS, oddsCapOf, ratioOnGrid, toOddsGrid } from './odds-grid.ts';

describe('the odds grid', () => {
  it.each([
    [2828, 2820],
    [1665, 1660],
    [3428, 3420],
    [2805, 2800],
    [1850, 1850],
    [1010, 1010],
    [1009, 1009],
    [1001, 1001],
    [12_999, 12_990],
    [320_000, 320_000],
    [2828.9, 2820],
  ])('%s thousandths rounds down to %s', (odds, grid) => {
    expect(toOddsGrid(odds)).toBe(grid);
  });

  it('has three decimals from 1.001 to below 1.01, two from 1.01', () => {
    expect(gridStep(1005)).toBe(1);
    expect(gridStep(1010)).toBe(10);
    expect(isOnOddsGrid(1005)).toBe(true);
    expect(isOnOddsGrid(1015)).toBe(false);
    expect(isOnOddsGrid(2830)).toBe(true);
    expect(isOnOddsGrid(2830.5)).toBe(false);
  });

  it('rounds a ratio of thousandths once: 2.30 x 2.50 x 2.80 is 16.10, 1.91 x 1.93 is 3.68', () => {
    expect(ratioOnGrid(2300n * 2500n * 2800n, 1000n ** 2n)).toBe(16_100);
    expect(ratioOnGrid(1910n * 1930n, 1000n)).toBe(3680);
  });

  it('property: on the grid, never above the price, less than one step below it, idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 10_000_000 }), (t) => {
        const g = toOddsGrid(t);
        expect(isOnOddsGrid(g)).toBe(true);
        expect(g).toBeLessThanOrEqual(t);
        expect(t - g).toBeLessThan(gridStep(t));
        expect(toOddsGrid(g)).toBe(g);
      }),
    );
  });
});

describe('oddsCapOf', () => {
  it("is the user's maxOddsCoupon limit when set, else 320", () => {
    expect(oddsCapOf(0)).toBe(MAX_ODDS);
    expect(oddsCapOf(100_000)).toBe(100_000);
    expect(oddsCapOf(500_000)).toBe(500_000);
    // A limit off the grid caps at the grid price below it, so a capped odd is still a grid price.
    expect(oddsCapOf(100_005)).toBe(100_000);
  });
});
