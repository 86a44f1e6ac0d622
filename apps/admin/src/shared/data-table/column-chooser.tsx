import type { ReactTable, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ListTableFeatures } from './table-features.ts';

/** A drop-down of checkboxes, one per column that may be hidden. */
export function ColumnChooser<TData extends RowData>({
  table,
}: {
  table: ReactTable<ListTableFeatures, TData>;
}) {
  const { t } = useTranslation();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <details className="column-chooser">
      <summary className="button button-secondary button-sm">{t('table.columns')}</summary>
      <fieldset className="column-chooser-menu">
        <legend className="visually-hidden">{t('table.columns')}</legend>
        {columns.map((column) => (
          <label key={column.id} className="column-chooser-item">
            <input
              type="checkbox"
              checked={column.getIsVisible()}
              onChange={(e) => column.toggleVisibility(e.target.checked)}
            />
            {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
