import type { SlotGrid, SlotMachine } from '@bet/domain/casino/slot-engine';

/** A cell of the window: reel from the left, row from the top. */
export type Cell = { reel: number; row: number };

/** The cells a round's wins light: each winning line's run from the left, and every scatter when they paid. */
export function winningCells(
  machine: SlotMachine,
  grid: SlotGrid,
  winLines: readonly { line: number; count: number }[],
  scatterWin: boolean,
): Cell[] {
  const cells = winLines.flatMap(({ line, count }) =>
    (machine.lines[line] ?? []).slice(0, count).map((row, reel) => ({ reel, row })),
  );
  const scatter = machine.scatter?.symbol;
  if (scatterWin && scatter) {
    grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatter) cells.push({ reel, row });
      });
    });
  }
  return cells;
}
