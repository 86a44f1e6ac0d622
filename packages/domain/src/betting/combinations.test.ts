import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoPickBankers,
  bankerAllowed,
  bankerCountAllowed,
  binomial,
  combinationCount,
  expandCombinations,
  requiredBankers,
  systemFreePickLimit,
  systemOptions,
} from './combinations.ts';
import { pick, picksOn } from './test-support.ts';

describe('binomial', () => {
  it.each([
    [5, 0, 1],
    [5, 2, 10],
    [10, 5, 252],
    [4, 5, 0],
    [4, -1, 0],
  ])('C(%i, %i) = %i', (n, k, c) => expect(binomial(n, k)).toBe(c));
});

describe('expandCombinations', () => {
  it('a coupon with one pick per match is one combination of all picks (TK/KK)', () => {
    expect(expandCombinations(picksOn(3), [])).toEqual([[0, 1, 2]]);
    expect(expandCombinations(picksOn(1), [])).toEqual([[0]]);
    expect(expandCombinations([], [])).toEqual([]);
  });

  it('a multiple coupon (several picks from the same match) takes one pick per match per combination', () => {
    const picks = [
      pick(1),
      pick(2),
      pick(1, 2100, { outcomeId: 'X' }),
      pick(3),
      pick(2, 3000, { outcomeId: '2' }),
    ];
    expect(expandCombinations(picks, [])).toEqual([
      [0, 1, 3],
      [0, 3, 4],
      [1, 2, 3],
      [2, 3, 4],
    ]);
  });

  it('a 2/3 system is 3 combinations', () => {
    expect(expandCombinations(picksOn(3), [2])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('3/4 + 2/4 is 10 combinations', () => {
    expect(expandCombinations(picksOn(4), [3, 2])).toHaveLength(10);
    expect(combinationCount(picksOn(4), [3, 2])).toBe(10);
  });

  it('bankers are in every combination of a system', () => {
    const picks = picksOn(5).map((p, i) => ({ ...p, banker: i === 1 }));
    const combos = expandCombinations(picks, [3]);
    expect(combos).toHaveLength(binomial(4, 2));
    for (const combo of combos) expect(combo).toContain(1);
  });

  it('sizes that cannot be played give no combination', () => {
    expect(expandCombinations(picksOn(3), [1, 4, 2.5])).toEqual([[0], [1], [2]]);
    expect(expandCombinations(picksOn(3), [5])).toEqual([]);
    expect(combinationCount([pick(1), pick(1, 2000, { outcomeId: 'X' }), pick(2)], [2])).toBe(0);
  });

  it('system combination count is C(n, k) and equals the expansion length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 13 }), { minLength: 1, maxLength: 4 }),
        (free, bankers, sizes) => {
          const picks = picksOn(free + bankers).map((p, i) => ({ ...p, banker: i < bankers }));
          const valid = [...new Set(sizes)].filter((s) => s > bankers && s <= free + bankers);
          const expected = valid.reduce((sum, s) => sum + binomial(free, s - bankers), 0);
          expect(combinationCount(picks, sizes)).toBe(expected);
          expect(expandCombinations(picks, sizes)).toHaveLength(expected);
        },
      ),
    );
  });

  it('multiple coupon count is the product of the picks per match and equals the expansion length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }), (perMatch) => {
        const picks = perMatch.flatMap((n, m) =>
          Array.from({ length: n }, (_, o) => pick(m, 1500, { outcomeId: `${o}` })),
        );
        const product = perMatch.reduce((a, b) => a * b, 1);
        expect(combinationCount(picks, [])).toBe(product);
        const combos = expandCombinations(picks, []);
        expect(combos).toHaveLength(product);
        for (const combo of combos)
          expect(new Set(combo.map((i) => picks[i]?.matchId)).size).toBe(perMatch.length);
      }),
    );
  });
});

describe('systemOptions', () => {
  it('offers sizes from bankers + 1 to the pick count, labelled A.., with counts and the selection', () => {
    const picks = picksOn(4).map((p, i) => ({ ...p, banker: i === 0 }));
    expect(systemOptions(picks, [3], 10)).toEqual([
      { size: 2, count: 3, selected: false, label: 'A' },
      { size: 3, count: 3, selected: true, label: 'B' },
      { size: 4, count: 1, selected: false, label: 'C' },
    ]);
  });

  it('system combinations are labelled A to J: at most 10 free picks', () => {
    const labels = systemOptions(picksOn(10), [], 10).map((o) => o.label);
    expect(labels.join('')).toBe('ABCDEFGHIJ');
    expect(systemOptions(picksOn(11), [], 10)).toEqual([]);
  });

  it("the site's maxSystemCps is the most free picks, between 3 and 10", () => {
    expect(systemFreePickLimit(10)).toBe(10);
    expect(systemFreePickLimit(6)).toBe(6);
    expect(systemFreePickLimit(1)).toBe(3);
    expect(systemFreePickLimit(1000)).toBe(10);
    expect(systemOptions(picksOn(7), [], 6)).toEqual([]);
    expect(systemOptions(picksOn(6), [], 6).map((o) => o.count)).toEqual([6, 15, 20, 15, 6, 1]);
  });

  it('a system takes one pick per match', () => {
    expect(systemOptions([pick(1), pick(1, 2000, { outcomeId: 'X' }), pick(2)], [], 10)).toEqual([]);
  });
});

describe('bankers', () => {
  it('a banker is selectable only while the banker count stays below the selection count minus 2', () => {
    expect(bankerAllowed(0, 3)).toBe(false);
    expect(bankerAllowed(0, 4)).toBe(true);
    expect(bankerAllowed(1, 4)).toBe(false);
    expect(bankerAllowed(2, 6)).toBe(true);
    expect(bankerAllowed(3, 6)).toBe(false);
    expect([0, 1, 2, 3].map((n) => bankerCountAllowed(n, 5))).toEqual([true, true, true, false]);
  });

  it('a system has at most 10 matches, so bankers must be chosen', () => {
    expect(requiredBankers(9, 10)).toBe(0);
    expect(requiredBankers(10, 10)).toBe(0);
    expect(requiredBankers(13, 10)).toBe(3);
    expect(requiredBankers(8, 6)).toBe(2);
  });

  it('the system auto-picks missing bankers from the last matches', () => {
    const picks = picksOn(13).map((p, i) => ({ ...p, banker: i === 12 }));
    const marked = autoPickBankers(picks, 10);
    expect(marked.flatMap((p, i) => (p.banker ? [i] : []))).toEqual([10, 11, 12]);
    expect(picks.filter((p) => p.banker)).toHaveLength(1);
    expect(autoPickBankers(picksOn(5), 10).some((p) => p.banker)).toBe(false);
  });
});
