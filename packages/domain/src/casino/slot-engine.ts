import { type RoundSeeds, roundDraw } from './fairness.ts';

// A slot machine is data: reel strips, a paytable, pay lines and an optional scatter. Pays are in
// pay points (PAY_POINTS_PER_STAKE points = 1× the stake they apply to), so a win is exact until the
// single rounding at the end of a spin.

/** Pay points worth one stake: a pay of 25 points is 2.5× the stake. */
export const PAY_POINTS_PER_STAKE = 10;

/** One machine's definition. Symbol ids are short strings; the paytable lists pays by run length. */
export interface SlotMachine {
  id: string;
  /** Visible rows per reel. */
  rows: number;
  /** One symbol strip per reel; the window shows `rows` consecutive symbols from the stop, wrapping. */
  reels: readonly (readonly string[])[];
  /** Each line gives the row it crosses on every reel, left to right. */
  lines: readonly (readonly number[])[];
  /** symbol → pay points indexed by the length of the run from the leftmost reel (index 0 unused). */
  paytable: Readonly<Record<string, readonly number[]>>;
  /** A symbol that pays anywhere on the window, in points of the total stake, by how many show. */
  scatter?: { symbol: string; pays: readonly number[] };
}

/** The visible window: grid[reel][row]. */
export type SlotGrid = readonly (readonly string[])[];

export interface LineWin {
  /** Index into the machine's lines. */
  line: number;
  symbol: string;
  count: number;
  /** Pay points of the line stake. */
  points: number;
}

export interface SpinEvaluation {
  lineWins: LineWin[];
  /** Scatters showing and their pay points of the total stake (0 when they pay nothing). */
  scatter: { count: number; points: number };
  /** Everything the spin won, in pay points of one line stake, before rounding. */
  totalPoints: number;
}

export interface SpinResult extends SpinEvaluation {
  stops: number[];
  grid: SlotGrid;
  /** Total stake is stakePerLine × number of lines, in minor units. */
  totalStake: number;
  /** Total win in minor units, rounded down once (see roundWinDown). */
  totalWin: number;
}

/** Reel strips written one string per reel, one character per symbol: 'DJQSKJ…'. */
export function stripsOf(...strips: string[]): string[][] {
  return strips.map((strip) => [...strip]);
}

/** Pay lines written as the row digit on each reel from left, lines apart by spaces: '111 012'. */
export function linesOf(...groups: string[]): number[][] {
  return groups.flatMap((group) => group.split(' ')).map((line) => [...line].map(Number));
}

/** The symbols one reel shows from a stop, top to bottom, wrapping round the strip. */
export function reelWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
}

/** The window a set of reel stops shows. */
export function gridAt(machine: SlotMachine, stops: readonly number[]): SlotGrid {
  return machine.reels.map((strip, reel) => reelWindow(strip, stops[reel] ?? 0, machine.rows));
}

/** One stop per reel, drawn left to right from the round's outcome bytes. */
export function drawStops(machine: SlotMachine, seeds: RoundSeeds): number[] {
  const draw = roundDraw(seeds);
  return machine.reels.map((strip) => draw.nextInt(strip.length));
}

function lineWin(machine: SlotMachine, grid: SlotGrid, line: number): LineWin | undefined {
  const rows = machine.lines[line] ?? [];
  const symbol = grid[0]?.[rows[0] ?? 0];
  if (symbol === undefined) return undefined;
  let count = 1;
  while (count < rows.length && grid[count]?.[rows[count] ?? 0] === symbol) count += 1;
  const points = machine.paytable[symbol]?.[count] ?? 0;
  return points > 0 ? { line, symbol, count, points } : undefined;
}

/** Every win a window pays, in pay points; the scatter pays on the total stake, all lines at once. */
export function evaluateGrid(machine: SlotMachine, grid: SlotGrid): SpinEvaluation {
  const lineWins: LineWin[] = [];
  for (let line = 0; line < machine.lines.length; line += 1) {
    const win = lineWin(machine, grid, line);
    if (win) lineWins.push(win);
  }
  const scatterSymbol = machine.scatter?.symbol;
  const scatterCount = grid.reduce(
    (sum, column) => sum + column.filter((s) => s === scatterSymbol).length,
    0,
  );
  const scatterPoints = machine.scatter?.pays[scatterCount] ?? 0;
  const linePoints = lineWins.reduce((sum, win) => sum + win.points, 0);
  return {
    lineWins,
    scatter: { count: scatterCount, points: scatterPoints },
    totalPoints: linePoints + scatterPoints * machine.lines.length,
  };
}

/**
 * Rounding rule of every slot win: the spin's pay points times the line stake, divided by the
 * points per stake and rounded down once per spin, so the player loses under one minor unit a spin
 * to rounding rather than up to one per winning line.
 */
export function roundWinDown(totalPoints: number, stakePerLine: number): number {
  return Number((BigInt(totalPoints) * BigInt(stakePerLine)) / BigInt(PAY_POINTS_PER_STAKE));
}

/** A whole spin from seeds: stops, window, wins and the rounded total win in minor units. */
export function spin(machine: SlotMachine, seeds: RoundSeeds, stakePerLine: number): SpinResult {
  if (!Number.isSafeInteger(stakePerLine) || stakePerLine < 1) {
    throw new RangeError(`stake per line must be a positive integer of minor units: ${stakePerLine}`);
  }
  const stops = drawStops(machine, seeds);
  const grid = gridAt(machine, stops);
  const evaluation = evaluateGrid(machine, grid);
  return {
    ...evaluation,
    stops,
    grid,
    totalStake: stakePerLine * machine.lines.length,
    totalWin: roundWinDown(evaluation.totalPoints, stakePerLine),
  };
}
