import { describe, expect, it } from 'vitest';
import {
  isRouletteBet,
  ROULETTE_POCKETS,
  type RouletteBetKind,
  rouletteNumber,
  roulettePayout,
  WHEEL_ORDER,
} from './roulette.ts';

describe('European roulette', () => {
  it('has every pocket once on the wheel', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });

  it('accepts the layout’s bets and nothing else', () => {
    const valid: [RouletteBetKind, number[]][] = [
      ['straight', [0]],
      ['straight', [36]],
      ['split', [1, 2]],
      ['split', [2, 5]],
      ['split', [0, 3]],
      ['street', [34, 35, 36]],
      ['street', [0, 1, 2]],
      ['corner', [1, 2, 4, 5]],
      ['corner', [0, 1, 2, 3]],
      ['line', [31, 32, 33, 34, 35, 36]],
      ['dozen', Array.from({ length: 12 }, (_, i) => 13 + i)],
      ['column', [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]],
    ];
    for (const [kind, numbers] of valid)
      expect(isRouletteBet(kind, numbers), `${kind} ${numbers}`).toBe(true);
    const invalid: [RouletteBetKind, number[]][] = [
      ['straight', [37]],
      ['split', [3, 4]], // across the end of a row
      ['split', [1, 3]],
      ['street', [2, 3, 4]],
      ['corner', [3, 4, 6, 7]],
      ['line', [34, 35, 36, 37, 38, 39]],
      ['red', [1, 3]],
      ['dozen', [0]],
    ];
    for (const [kind, numbers] of invalid)
      expect(isRouletteBet(kind, numbers), `${kind} ${numbers}`).toBe(false);
  });

  it('pays 36/n of the stake on a covered number, so every bet returns 36/37 on average', () => {
    expect(roulettePayout({ kind: 'straight', numbers: [17], stake: 100 }, 17)).toBe(3600);
    expect(roulettePayout({ kind: 'split', numbers: [17, 20], stake: 100 }, 20)).toBe(1800);
    expect(roulettePayout({ kind: 'corner', numbers: [1, 2, 4, 5], stake: 100 }, 5)).toBe(900);
    expect(roulettePayout({ kind: 'red', numbers: [1, 3, 5], stake: 100 }, 2)).toBe(0);
    for (const n of [1, 2, 3, 4, 6, 12, 18]) {
      const numbers = Array.from({ length: n }, (_, i) => i + 1);
      let returned = 0;
      for (let winning = 0; winning < ROULETTE_POCKETS; winning++) {
        returned += roulettePayout({ kind: 'straight', numbers, stake: 37 }, winning);
      }
      expect(returned).toBe(36 * 37);
    }
  });

  it('draws the same number from the same seeds, and every pocket comes up', () => {
    const seeds = { serverSeed: 'table seed', clientSeed: 'table-1', nonce: 5 };
    expect(rouletteNumber(seeds)).toBe(rouletteNumber({ ...seeds }));
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 2000; nonce++) seen.add(rouletteNumber({ ...seeds, nonce }));
    expect(seen.size).toBe(37);
  });
});
