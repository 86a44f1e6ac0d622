import type { RoleEntry } from '@bet/domain/api/admin/roles';
import { Button } from '@bet/ui/button.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';

const column = listColumnHelper<RoleEntry>();

/** The role list's columns; an edit button per row only for staff who may change roles. */
export function useRoleColumns(onEdit: ((role: RoleEntry) => void) | null) {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const kindLabel = (kind: RoleEntry['kind']) => t(`roles.${kind}`);
    const columns = [
      column.accessor('name', { header: t('rolesPage.columns.name'), enableHiding: false }),
      column.accessor('kind', {
        header: t('rolesPage.columns.kind'),
        cell: ({ getValue }) => kindLabel(getValue()),
        meta: { csv: (value) => kindLabel(value) },
      }),
      column.accessor((row) => row.permissions.length, {
        id: 'permissions',
        header: t('rolesPage.columns.permissions'),
        cell: ({ getValue }) => format.count(getValue()),
        meta: { numeric: true },
      }),
      column.accessor('users', {
        header: t('rolesPage.columns.users'),
        cell: ({ getValue }) => format.count(getValue()),
        meta: { numeric: true },
      }),
    ];
    if (!onEdit) return column.columns(columns);
    return column.columns([
      ...columns,
      column.display({
        id: 'actions',
        header: t('rolesPage.columns.actions'),
        enableHiding: false,
        cell: ({ row }) => (
          <Button variant="secondary" size="sm" onClick={() => onEdit(row.original)}>
            {t('rolesPage.edit')}
          </Button>
        ),
      }),
    ]);
  }, [t, format, onEdit]);
}
