import type { SlotGrid as Grid } from '@bet/domain/casino/slot-engine';
import { useTranslation } from 'react-i18next';
import { SymbolChip } from './symbol-chip.tsx';

type SlotGridProps = {
  grid: Grid;
  /** "reel:row" of the cells that won, shown lit. */
  lit?: ReadonlySet<string>;
};

/** A window of symbols as a table, rows top to bottom and reels left to right. */
export function SlotGrid({ grid, lit }: SlotGridProps) {
  const { t } = useTranslation();
  const rows = grid[0]?.length ?? 0;
  return (
    <table className="slot-grid">
      <caption className="visually-hidden">{t('house-games.grid.caption')}</caption>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, fixed for the grid.
          <tr key={row}>
            {grid.map((column, reel) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, fixed for the grid.
                key={reel}
                className={lit?.has(`${reel}:${row}`) ? 'slot-grid-lit' : undefined}
              >
                <SymbolChip symbol={column[row] ?? ''} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
