import { ApiError } from '@bet/api-client/call-api';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { ErrorNotice } from '../ui/notice.tsx';
import type { ListTableFeatures } from './table-features.ts';

/** A refusal (no permission, a bad filter) says why; a fault that may pass offers to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return <ErrorNotice>{errorText(error, t)}</ErrorNotice>;
  }
  return <LoadFailed onRetry={onRetry} />;
}

export function expanderColumn<TData extends RowData>(label: string): ColumnDef<ListTableFeatures, TData> {
  return {
    id: 'expand',
    header: () => <span className="visually-hidden">{label}</span>,
    enableHiding: false,
    cell: ({ row }) => (
      <button
        type="button"
        className="icon-button data-table-expander"
        aria-expanded={row.getIsExpanded()}
        aria-label={label}
        onClick={() => row.toggleExpanded()}
      >
        <ChevronIcon direction={row.getIsExpanded() ? 'down' : 'forward'} size={18} />
      </button>
    ),
  };
}

export function skeletonRows(columns: number) {
  return Array.from({ length: 8 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <tr key={i} className="data-table-skeleton">
      <td colSpan={columns}>
        <span className="skeleton" />
      </td>
    </tr>
  ));
}
