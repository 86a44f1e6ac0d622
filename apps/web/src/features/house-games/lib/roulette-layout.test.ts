import { isRouletteBet } from '@bet/domain/casino/roulette';
import { describe, expect, it } from 'vitest';
import {
  addChip,
  COLUMNS,
  DOZENS,
  EVEN_CHANCES,
  edgeSpotsOf,
  mergeBets,
  stakeOn,
  straightSpot,
  totalStake,
} from './roulette-layout.ts';

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const boardSpots = [
  ...[0, ...NUMBERS].map(straightSpot),
  ...NUMBERS.flatMap((n) => edgeSpotsOf(n).map(({ spot }) => spot)),
  ...DOZENS,
  ...COLUMNS,
  ...EVEN_CHANCES,
];

describe('the roulette board', () => {
  it('offers only bets the table takes, each once', () => {
    for (const spot of boardSpots) expect(isRouletteBet(spot.kind, spot.numbers), spot.kind).toBe(true);
    const keys = boardSpots.map(({ kind, numbers }) => `${kind}:${numbers.join('-')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has every split, corner, street and six line of the layout', () => {
    const count = (kind: string) => boardSpots.filter((spot) => spot.kind === kind).length;
    // 24 side by side, 33 one above the other, and zero with 1, 2 and 3.
    expect(count('split')).toBe(60);
    expect(count('corner')).toBe(22);
    expect(count('street')).toBe(12);
    expect(count('line')).toBe(11);
    expect(count('straight')).toBe(37);
  });

  it('lays a row’s street beside its last number and the six line on that number’s lower corner', () => {
    expect(edgeSpotsOf(6)).toContainEqual({ edge: 'right', spot: { kind: 'street', numbers: [4, 5, 6] } });
    expect(edgeSpotsOf(6)).toContainEqual({
      edge: 'corner',
      spot: { kind: 'line', numbers: [4, 5, 6, 7, 8, 9] },
    });
    expect(edgeSpotsOf(36).map(({ spot }) => spot.kind)).toEqual(['street']);
  });

  it('adds a chip to a spot already bet and keeps the others', () => {
    const red = EVEN_CHANCES.find((spot) => spot.kind === 'red')!;
    let bets = addChip([], straightSpot(17), 100);
    bets = addChip(bets, red, 500);
    bets = addChip(bets, straightSpot(17), 1_000);
    expect(bets).toEqual([
      { kind: 'straight', numbers: [17], stake: 1_100 },
      { ...red, stake: 500 },
    ]);
    expect(stakeOn(bets, straightSpot(17))).toBe(1_100);
    expect(stakeOn(bets, straightSpot(18))).toBe(0);
    expect(totalStake(bets)).toBe(1_600);
  });

  it('makes one bet of the same spot bet in two placements', () => {
    const placements = [
      { kind: 'straight' as const, numbers: [17], stake: 100 },
      { kind: 'split' as const, numbers: [17, 20], stake: 500 },
      { kind: 'straight' as const, numbers: [17], stake: 1_000 },
    ];
    expect(mergeBets(placements)).toEqual([
      { kind: 'straight', numbers: [17], stake: 1_100 },
      { kind: 'split', numbers: [17, 20], stake: 500 },
    ]);
  });
});
