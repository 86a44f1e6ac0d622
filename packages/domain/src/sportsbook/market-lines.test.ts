import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLiveLine,
  defaultPrematchLine18,
  isHalfLine,
  isQuarterLine,
  leadingCell,
  mostBalancedLine,
  visibleLines,
} from './market-lines.ts';

/** A totals line with its over and under prices. */
const ou = (special: string, over: number, under: number, oddstype = 18) => ({
  oddstype,
  special,
  odds: [
    { outcomeid: 'over', odd: over },
    { outcomeid: 'under', odd: under },
  ],
});

describe('line kinds', () => {
  it.each([
    ['2.5', true, false],
    ['-1.5', true, false],
    ['+0.5', true, false],
    ['2', false, false],
    ['0.25', false, true],
    ['-1.75', false, true],
    ['2.75', false, true],
    ['0:1', false, false],
    ['', false, false],
  ])('%s: half %s, quarter %s', (special, half, quarter) => {
    expect(isHalfLine(special)).toBe(half);
    expect(isQuarterLine(special)).toBe(quarter);
  });
});

describe('visibleLines', () => {
  it('keeps only half lines of over/under markets', () => {
    const groups = [ou('2', 1.5, 2.5), ou('2.25', 1.7, 2.1), ou('2.5', 1.9, 1.9), ou('3.5', 3, 1.35, 68)];
    expect(visibleLines(groups).map((g) => g.special)).toEqual(['2.5', '3.5']);
  });

  it('drops quarter lines of handicap markets and passes other markets through', () => {
    const groups = [
      { oddstype: 14, special: '0:1' },
      { oddstype: 14, special: '-0.25' },
      { oddstype: 14, special: '-1.5' },
      { oddstype: 1, special: '' },
      { oddstype: 7, special: '2' },
    ];
    expect(visibleLines(groups)).toEqual([
      { oddstype: 14, special: '0:1' },
      { oddstype: 14, special: '-1.5' },
      { oddstype: 1, special: '' },
      { oddstype: 7, special: '2' },
    ]);
  });
});

describe('mostBalancedLine', () => {
  it('picks the line whose prices are closest', () => {
    const lines = [ou('1.5', 1.3, 3.4), ou('2.5', 1.95, 1.85), ou('3.5', 3.1, 1.36)];
    expect(mostBalancedLine(lines)?.special).toBe('2.5');
  });

  it('compares every outcome of three-way lines', () => {
    const threeWay = (special: string, prices: number[]) => ({
      special,
      odds: prices.map((odd, i) => ({ outcomeid: String(i), odd })),
    });
    const lines = [threeWay('0:1', [1.4, 4.5, 6]), threeWay('0:2', [2.4, 3.4, 2.6])];
    expect(mostBalancedLine(lines)?.special).toBe('0:2');
  });

  it('ignores unpriced outcomes and keeps the first of equals', () => {
    expect(mostBalancedLine([ou('0.5', 1, 0)])).toBeUndefined();
    expect(mostBalancedLine([])).toBeUndefined();
    expect(mostBalancedLine([ou('1.5', 1.8, 2), ou('2.5', 2, 1.8)])?.special).toBe('1.5');
  });

  it('finds a line with no wider spread than any other', () => {
    const price = fc.double({ min: 1.01, max: 50, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 8 }), (pairs) => {
        const lines = pairs.map(([o, u], i) => ou(`${i}.5`, o, u));
        const best = mostBalancedLine(lines)!;
        const gap = (l: (typeof lines)[number]) => Math.abs(l.odds[0]!.odd - l.odds[1]!.odd);
        for (const l of lines) expect(gap(best)).toBeLessThanOrEqual(gap(l));
      }),
    );
  });
});

describe('defaultPrematchLine18', () => {
  it('picks a half line whose first price is in 1.7-2, the most balanced of them', () => {
    const lines = [ou('1.5', 1.3, 3.4), ou('2.5', 1.72, 2.1), ou('3', 1.9, 1.9), ou('3.5', 1.98, 1.86)];
    expect(defaultPrematchLine18(lines)?.special).toBe('3.5');
  });

  it('includes the band edges', () => {
    expect(defaultPrematchLine18([ou('1.5', 1.3, 3.4), ou('2.5', 2, 1.75)])?.special).toBe('2.5');
    expect(defaultPrematchLine18([ou('0.5', 1.2, 4), ou('1.5', 1.7, 2.1)])?.special).toBe('1.5');
  });

  it('falls back to line 2.5, then to the first line', () => {
    expect(defaultPrematchLine18([ou('1.5', 1.3, 3.4), ou('2.5', 2.2, 1.6)])?.special).toBe('2.5');
    expect(defaultPrematchLine18([ou('1.5', 1.3, 3.4), ou('3.5', 3.2, 1.33)])?.special).toBe('1.5');
    expect(defaultPrematchLine18([])).toBeUndefined();
  });
});

describe('defaultLiveLine', () => {
  // Under first, to check the over price is found by its id.
  const live = (special: string, over: number, under: number) => ({
    special,
    odds: [
      { outcomeid: 'under', odd: under },
      { outcomeid: 'over', odd: over },
    ],
  });
  const lines = [live('1.5', 1.1, 6), live('2.5', 1.45, 2.7), live('3.5', 1.95, 1.8), live('4.5', 3.6, 1.25)];

  it('up to minute 80 picks a .5 line whose over is priced 1.7-2.0', () => {
    expect(defaultLiveLine(lines, 60, 2)?.special).toBe('3.5');
    expect(defaultLiveLine(lines, 80, 2)?.special).toBe('3.5');
  });

  it('after minute 80 picks the lowest line above the goals scored', () => {
    expect(defaultLiveLine(lines, 81, 2)?.special).toBe('2.5');
    expect(defaultLiveLine(lines, 88, 4)?.special).toBe('4.5');
  });

  it('falls back to the next line when no over price is in the band', () => {
    const out = [live('0.5', 1.01, 20), live('1.5', 1.3, 3.2), live('2.5', 2.6, 1.45)];
    expect(defaultLiveLine(out, 30, 1)?.special).toBe('1.5');
  });

  it('gives nothing when every line is already passed', () => {
    expect(defaultLiveLine(lines, 89, 5)).toBeUndefined();
  });
});

describe('leadingCell', () => {
  it('shows the line of handicap-like markets only', () => {
    expect(leadingCell({ oddstype: 14, special: '0:1' })).toBe('0:1');
    expect(leadingCell({ oddstype: 383, special: '-1.5' })).toBe('-1.5');
    expect(leadingCell({ oddstype: 56, special: '+2.5' })).toBe('+2.5');
    expect(leadingCell({ oddstype: 18, special: '2.5' })).toBe('');
    expect(leadingCell({ oddstype: 1, special: '' })).toBe('');
  });
});
