import { describe, expect, it } from 'vitest';
import { priceMoves } from './price-moves.ts';

const prices = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('sell price moves', () => {
  it('marks rises and falls against the previous refresh', () => {
    const moves = priceMoves(prices({ a: 10, b: 20, c: 30 }), prices({ a: 12.5, b: 19.99, c: 30 }));
    expect([...moves]).toEqual([
      ['a', 'up'],
      ['b', 'down'],
    ]);
  });

  it('does not mark new coupons, coupons that left, or a price to or from 0', () => {
    expect(priceMoves(new Map(), prices({ a: 10 })).size).toBe(0);
    expect(priceMoves(prices({ a: 10, gone: 5 }), prices({ a: 10 })).size).toBe(0);
    expect(priceMoves(prices({ a: 0, b: 10 }), prices({ a: 10, b: 0 })).size).toBe(0);
  });
});
