import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classicFruits } from './machines/classic-fruits.ts';
import { dragonVault } from './machines/dragon-vault.ts';
import { scatterGems } from './machines/scatter-gems.ts';
import {
  drawStops,
  evaluateGrid,
  gridAt,
  linesOf,
  roundWinDown,
  type SlotMachine,
  spin,
  stripsOf,
} from './slot-engine.ts';

const seeds = { serverSeed: '5e1f0c2d9a8b7c6d5e4f3a2b1c0d9e8f', clientSeed: 'lucky', nonce: 7 };

/** A window of per-reel fillers with `symbol` placed along one line. */
function gridWithLine(
  machine: SlotMachine,
  line: number,
  symbol: string,
  fillers: readonly string[],
): string[][] {
  const grid = fillers.map((filler) => new Array<string>(machine.rows).fill(filler));
  machine.lines[line]?.forEach((row, reel) => {
    (grid[reel] as string[])[row] = symbol;
  });
  return grid;
}

// Fillers differ from reel to reel, so only the placed symbol can form a run; none is a scatter.
const cases = [
  { machine: classicFruits, top: '7', fillers: ['L', 'O', 'P'] },
  { machine: scatterGems, top: 'D', fillers: ['J', 'Q', 'K', 'A', 'G'] },
  { machine: dragonVault, top: 'X', fillers: ['Q', 'K', 'A', 'E', 'T'] },
];

describe.each(cases)('$machine.id pay lines', ({ machine, top, fillers }) => {
  const fullRun = machine.reels.length;
  const topPay = machine.paytable[top]?.[fullRun] ?? 0;

  it.each(machine.lines.map((_, line) => line))(
    'pays the top prize on line %i and nowhere else in full',
    (line) => {
      const result = evaluateGrid(machine, gridWithLine(machine, line, top, fillers));
      expect(result.lineWins.filter((win) => win.count === fullRun)).toEqual([
        { line, symbol: top, count: fullRun, points: topPay },
      ]);
      expect(result.totalPoints).toBe(result.lineWins.reduce((sum, win) => sum + win.points, 0));
    },
  );

  it('pays nothing on a window of fillers', () => {
    expect(
      evaluateGrid(
        machine,
        fillers.map((filler) => new Array<string>(machine.rows).fill(filler)),
      ),
    ).toEqual({
      lineWins: [],
      scatter: { count: 0, points: 0 },
      totalPoints: 0,
    });
  });
});

describe('slot evaluation', () => {
  it('reads strips and lines written as strings', () => {
    expect(stripsOf('7C', 'LO')).toEqual([
      ['7', 'C'],
      ['L', 'O'],
    ]);
    expect(linesOf('012 210', '111')).toEqual([
      [0, 1, 2],
      [2, 1, 0],
      [1, 1, 1],
    ]);
  });

  it('pays a run from the leftmost reel only up to the first break', () => {
    const grid = gridWithLine(scatterGems, 0, 'D', ['J', 'Q', 'K', 'A', 'G']);
    (grid[3] as string[])[1] = 'A';
    expect(evaluateGrid(scatterGems, grid).lineWins).toEqual([
      { line: 0, symbol: 'D', count: 3, points: 200 },
    ]);
  });

  it('pays scatters anywhere on the total stake, and two scatters not at all', () => {
    const grid = [
      ['S', 'J', 'J'],
      ['Q', 'Q', 'S'],
      ['K', 'S', 'K'],
      ['A', 'A', 'A'],
      ['G', 'G', 'G'],
    ];
    const three = evaluateGrid(scatterGems, grid);
    expect(three.lineWins).toEqual([]);
    expect(three.scatter).toEqual({ count: 3, points: 40 });
    expect(three.totalPoints).toBe(40 * 20); // 4× the total stake of 20 lines, in line-stake points
    (grid[2] as string[])[1] = 'K';
    expect(evaluateGrid(scatterGems, grid).scatter).toEqual({ count: 2, points: 0 });
  });

  it('rounds the win down once, at the end, not line by line', () => {
    // A cherry on the first reel's top and bottom rows: four lines pay 0.5× each.
    const grid = [
      ['C', 'L', 'C'],
      ['O', 'O', 'O'],
      ['P', 'P', 'P'],
    ];
    const result = evaluateGrid(classicFruits, grid);
    expect(result.lineWins.map((win) => win.line)).toEqual([1, 2, 3, 4]);
    expect(result.totalPoints).toBe(20);
    expect(roundWinDown(result.totalPoints, 3)).toBe(6); // 4 × 1.5, where rounding each line would give 4
    expect(roundWinDown(5, 3)).toBe(1);
  });
});

describe('spin', () => {
  it('draws one stop per reel from the round bytes (known answer from node:crypto)', () => {
    const bytes = createHmac('sha256', seeds.serverSeed)
      .update(`${seeds.clientSeed}:${seeds.nonce}`)
      .digest();
    const expected = [0, 4, 8].map((offset) => bytes.readUInt32BE(offset) % 20);
    // 2^32 mod 20 is 16, so a chunk in the rejected tail would show as a mismatch here.
    expect(drawStops(classicFruits, seeds)).toEqual(expected);
  });

  it('gives the same spin for the same seeds and nonce, and a consistent result', () => {
    const first = spin(dragonVault, seeds, 25);
    expect(spin(dragonVault, seeds, 25)).toEqual(first);
    expect(first.grid).toEqual(gridAt(dragonVault, first.stops));
    expect(first.totalStake).toBe(25 * 20);
    expect(first.totalWin).toBe(roundWinDown(first.totalPoints, 25));
    const others = [1, 2, 3].map((nonce) => drawStops(dragonVault, { ...seeds, nonce }));
    expect(others.some((stops) => stops.join() !== first.stops.join())).toBe(true);
  });

  it('refuses a stake per line that is not a positive integer of minor units', () => {
    for (const stake of [0, -1, 1.5, Number.NaN])
      expect(() => spin(classicFruits, seeds, stake)).toThrow(RangeError);
  });
});
