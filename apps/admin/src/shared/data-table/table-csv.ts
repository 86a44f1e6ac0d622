import type { ReactTable, RowData } from '@tanstack/react-table';
import { type CsvCell, toCsv } from './csv.ts';
import type { ListTableFeatures } from './table-features.ts';

const asCell = (value: unknown): CsvCell =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/**
 * The rows on screen as CSV: the visible data columns (not buttons), headed by their titles; with
 * `withTotals`, a last line of each column's meta.csvTotal.
 */
export function visibleRowsCsv<TData extends RowData>(
  table: ReactTable<ListTableFeatures, TData>,
  withTotals = false,
): string {
  const columns = table.getVisibleLeafColumns().filter((column) => column.accessorFn);
  const header = columns.map((column) =>
    typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id,
  );
  const rows = table.getRowModel().rows.map((row) =>
    columns.map((column) => {
      const value = row.getValue(column.id);
      const csv = column.columnDef.meta?.csv;
      return asCell(csv ? csv(value as never, row.original) : value);
    }),
  );
  const totals = withTotals ? [columns.map((column) => asCell(column.columnDef.meta?.csvTotal))] : [];
  return toCsv(header, [...rows, ...totals]);
}
