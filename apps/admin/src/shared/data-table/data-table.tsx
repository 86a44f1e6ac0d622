import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import {
  type ColumnDef,
  type ExpandedState,
  functionalUpdate,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser.tsx';
import { downloadCsv } from './csv.ts';
import { expanderColumn, ListError, skeletonRows } from './data-table-parts.tsx';
import { PAGE_SIZES } from './list-search.ts';
import { SortableHeader } from './sortable-header.tsx';
import { visibleRowsCsv } from './table-csv.ts';
import { type ListColumns, type ListTableFeatures, listTableFeatures } from './table-features.ts';
import { useColumnVisibility } from './use-column-visibility.ts';
import type { ListSearch } from './use-list-search.ts';
import './data-table.css';

type DataTableProps<TData extends RowData, S extends string> = {
  /** Names the table (caption), its remembered columns and its CSV file. */
  id: string;
  label: string;
  /** Columns with a `footer` make a totals row under the rows (and in the CSV, from meta.csvTotal). */
  columns: ListColumns<TData>;
  /** The page's rows; undefined while the first page loads. */
  rows: TData[] | undefined;
  total: number;
  getRowId: (row: TData) => string;
  list: ListSearch<S, string>;
  /** The column ids the list sorts by. */
  sortable: readonly S[];
  /** false: every row is on the one page (a report), so there is no pager. */
  paged?: boolean;
  loading: boolean;
  /** A later page or sort is loading while the previous rows stay on screen. */
  refreshing?: boolean;
  error?: unknown;
  onRetry: () => void;
  /** A row's detail, shown under it when expanded. */
  renderDetail?: (row: TData) => ReactNode;
  /** The filter form above the table. */
  filters?: ReactNode;
  /** Figures over the whole list, between the filters and the table. */
  summary?: ReactNode;
  /** Buttons beside the table's own (a "new" button). */
  actions?: ReactNode;
};

const noRows: never[] = [];

/** The one table of every back-office list: server paging and sorting from the URL, column choice, CSV. */
export function DataTable<TData extends RowData, S extends string>(props: DataTableProps<TData, S>) {
  const { t } = useTranslation();
  const { list, sortable, renderDetail, paged = true } = props;
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(props.id);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const columns = useMemo(
    () => (renderDetail ? [expanderColumn<TData>(t('table.details')), ...props.columns] : props.columns),
    [renderDetail, props.columns, t],
  ) as ColumnDef<ListTableFeatures, TData>[];
  const sorting = useMemo<SortingState>(
    () => (list.sort ? [{ id: list.sort, desc: list.dir === 'desc' }] : []),
    [list.sort, list.dir],
  );
  const table = useTable({
    features: listTableFeatures,
    columns,
    data: props.rows ?? noRows,
    getRowId: props.getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount: props.total,
    enableMultiSort: false,
    getRowCanExpand: () => renderDetail !== undefined,
    state: {
      sorting,
      pagination: { pageIndex: list.page - 1, pageSize: list.pageSize },
      columnVisibility,
      expanded,
    },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      const id = sortable.find((s) => s === next?.id);
      list.setSort(id, next?.desc ? 'desc' : 'asc');
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, { pageIndex: list.page - 1, pageSize: list.pageSize });
      if (next.pageSize !== list.pageSize) list.setPageSize(next.pageSize);
      else list.setPage(next.pageIndex + 1);
    },
    onColumnVisibilityChange: setColumnVisibility,
    onExpandedChange: setExpanded,
  });
  const rows = table.getRowModel().rows;
  const visibleCount = table.getVisibleLeafColumns().length;
  const withTotals = props.rows !== undefined && rows.length > 0 && columns.some((c) => c.footer);
  const csvName = paged ? `${props.id}-${list.page}.csv` : `${props.id}.csv`;

  return (
    <section className="data-table" aria-labelledby={`${props.id}-caption`}>
      {props.filters}
      {props.summary}
      <div className="data-table-bar">
        <p className="data-table-total muted" aria-live="polite">
          {props.rows ? t('table.total', { count: props.total }) : ''}
        </p>
        <div className="data-table-actions">
          {props.actions}
          <ColumnChooser table={table} />
          <Button
            variant="secondary"
            size="sm"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(csvName, visibleRowsCsv(table, withTotals))}
          >
            {t('table.exportCsv')}
          </Button>
        </div>
      </div>
      {props.error ? <ListError error={props.error} onRetry={props.onRetry} /> : null}
      <div className="data-table-scroll" aria-busy={props.loading || props.refreshing || undefined}>
        <table className={props.refreshing ? 'data-table-grid is-refreshing' : 'data-table-grid'}>
          <caption id={`${props.id}-caption`} className="visually-hidden">
            {props.label}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} sortable={sortable}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </SortableHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.loading && !props.rows
              ? skeletonRows(visibleCount)
              : rows.map((row) => (
                  <Fragment key={row.id}>
                    <tr className={row.getIsExpanded() ? 'is-expanded' : undefined}>
                      {row.getVisibleCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={cell.column.columnDef.meta?.numeric ? 'numeric' : undefined}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                    {renderDetail && row.getIsExpanded() && (
                      <tr className="data-table-detail">
                        <td colSpan={visibleCount}>{renderDetail(row.original)}</td>
                      </tr>
                    )}
                  </Fragment>
                ))}
          </tbody>
          {withTotals && (
            <tfoot>
              {table.getFooterGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <td
                      key={header.id}
                      className={header.column.columnDef.meta?.numeric ? 'numeric' : undefined}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender footer={header} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      {props.rows && rows.length === 0 && !props.error ? <EmptyState title={t('table.empty')} /> : null}
      {paged && (
        <div className="data-table-foot">
          <label className="data-table-size">
            <span>{t('table.pageSize')}</span>
            <select
              className="input select"
              value={list.pageSize}
              onChange={(e) => table.setPageSize(Number(e.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={props.total}
            onChange={(page) => table.setPageIndex(page - 1)}
          />
        </div>
      )}
    </section>
  );
}
