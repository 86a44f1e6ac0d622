import {
  type CellData,
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  type TableFeatures,
  tableFeatures,
} from '@tanstack/react-table';

// Every back-office list pages, sorts and filters on the server: the table holds state, not row models.
export const listTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
});
export type ListTableFeatures = typeof listTableFeatures;

/** Column helper for a list shown by DataTable: `const column = listColumnHelper<UserRow>()`. */
export const listColumnHelper = <TData extends RowData>() => createColumnHelper<ListTableFeatures, TData>();

export type ListColumns<TData extends RowData> = ReadonlyArray<ColumnDef<ListTableFeatures, TData, never>>;

declare module '@tanstack/react-table' {
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** The cell as CSV text, when the raw value is not what a spreadsheet should get (minor units, ids). */
    csv?: (value: TValue, row: TData) => string | number | null;
    /** Numbers and money line up on the end side. */
    numeric?: boolean;
    /** The column's cell in the CSV's totals line, beside a `footer` on screen. */
    csvTotal?: string | number;
  }
}
