import type { Header, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableFeatures } from './table-features.ts';

type SortableHeaderProps<TData extends RowData> = {
  header: Header<ListTableFeatures, TData, unknown>;
  /** The column ids the server can sort by; the others are plain headings. */
  sortable: readonly string[];
  children: ReactNode;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column heading; a button that cycles the sort when the server sorts by this column. */
export function SortableHeader<TData extends RowData>({
  header,
  sortable,
  children,
}: SortableHeaderProps<TData>) {
  const { t } = useTranslation();
  const { column } = header;
  const numeric = column.columnDef.meta?.numeric ? 'numeric' : undefined;
  if (header.isPlaceholder || !sortable.includes(column.id)) {
    return (
      <th colSpan={header.colSpan} scope="col" className={numeric}>
        {children}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th
      colSpan={header.colSpan}
      scope="col"
      className={numeric}
      aria-sort={sorted ? ariaSort[sorted] : 'none'}
    >
      <button
        type="button"
        className="data-table-sort"
        onClick={() => column.toggleSorting(sorted === 'asc', false)}
        title={t('table.sortBy')}
      >
        {children}
        <span className="data-table-sort-mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
