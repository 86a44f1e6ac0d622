import type { AuditEntry } from '@bet/domain/api/admin/audit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';

const column = listColumnHelper<AuditEntry>();

/** The audit log's columns; the change itself opens under a row. */
export function useAuditColumns() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const target = (row: AuditEntry) =>
      [row.targetType, `#${row.targetId}`, row.targetName].filter(Boolean).join(' ');
    return column.columns([
      column.accessor('at', {
        header: t('audit.columns.at'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        meta: { csv: (value) => value },
        enableHiding: false,
      }),
      column.accessor('actorName', { header: t('audit.columns.actor') }),
      column.accessor('role', {
        header: t('audit.columns.role'),
        cell: ({ getValue }) => t(`roles.${getValue()}`),
        meta: { csv: (value) => t(`roles.${value}`) },
      }),
      column.accessor('action', {
        header: t('audit.columns.action'),
        // Actions of later releases show their code until the catalogue names them.
        cell: ({ getValue }) => t(`audit.actions.${getValue()}`, { defaultValue: getValue() }),
        meta: { csv: (value) => t(`audit.actions.${value}`, { defaultValue: String(value) }) },
      }),
      column.accessor('targetId', {
        header: t('audit.columns.target'),
        cell: ({ row }) => target(row.original),
        meta: { csv: (_value, row) => target(row) },
      }),
      column.accessor('ip', { header: t('audit.columns.ip') }),
    ]);
  }, [t, format]);
}
