import type { StaffMe } from '@bet/domain/api/admin/staff';
import type { UserRow } from '@bet/domain/api/admin/users';
import { toMajor } from '@bet/domain/money';
import { Button } from '@bet/ui/button.tsx';
import { PlusIcon } from '@bet/ui/icons.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { hasPermission } from '../../shared/session/me-query.ts';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { hasOpeningLimits, openableRoles } from './openable-roles.ts';

const column = listColumnHelper<UserRow>();

type UserColumnsOptions = {
  me: StaffMe;
  onCredit: (user: UserRow) => void;
  onOpenBelow: (user: UserRow) => void;
};

/** The user list's columns; the actions column offers only what the staff member may do. */
export function useUserColumns({ me, onCredit, onOpenBelow }: UserColumnsOptions) {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const roleLabel = (row: UserRow) => row.roleName ?? t(`roles.${row.role}`);
    const statusLabel = (status: number) => t(status === 1 ? 'status.active' : 'status.passive');
    // 0 means no limit; accounts that are not dealers open no one, so theirs is not shown.
    const limit = (value: number, row: UserRow) =>
      !hasOpeningLimits(row.role) ? '' : value === 0 ? t('users.unlimited') : format.count(value);
    const mayTransfer = hasPermission(me, 'credit.transfer');
    return column.columns([
      column.accessor('id', { header: t('users.columns.id'), meta: { numeric: true } }),
      column.accessor('username', {
        header: t('users.columns.username'),
        enableHiding: false,
        cell: ({ row }) => (
          <Link to={`/users/${row.original.id}`} className="user-link">
            {row.original.username}
          </Link>
        ),
      }),
      column.accessor('role', {
        header: t('users.columns.role'),
        cell: ({ row }) => roleLabel(row.original),
        meta: { csv: (_value, row) => roleLabel(row) },
      }),
      column.accessor('status', {
        header: t('users.columns.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
        meta: { csv: (value) => statusLabel(value) },
      }),
      column.accessor('parentName', { header: t('users.columns.parent') }),
      column.accessor('credit', {
        header: t('users.columns.credit'),
        cell: ({ row }) => format.money(row.original.credit, row.original.currency),
        meta: { numeric: true, csv: (value) => toMajor(value) },
      }),
      column.accessor('userLimit', {
        header: t('users.columns.userLimit'),
        cell: ({ row }) => limit(row.original.userLimit, row.original),
        meta: { numeric: true, csv: (value, row) => limit(value, row) },
      }),
      column.accessor('dealerLimit', {
        header: t('users.columns.dealerLimit'),
        cell: ({ row }) => limit(row.original.dealerLimit, row.original),
        meta: { numeric: true, csv: (value, row) => limit(value, row) },
      }),
      column.accessor('childCount', {
        header: t('users.columns.children'),
        cell: ({ getValue }) => format.count(getValue()),
        meta: { numeric: true },
      }),
      column.accessor('createdAt', {
        header: t('users.columns.createdAt'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        meta: { csv: (value) => format.dateTime(value) },
      }),
      column.accessor('lastLoginAt', {
        header: t('users.columns.lastLoginAt'),
        cell: ({ getValue }) => format.dateTime(getValue()) || '—',
        meta: { csv: (value) => format.dateTime(value) },
      }),
      column.display({
        id: 'actions',
        header: t('users.columns.actions'),
        enableHiding: false,
        cell: ({ row }) => {
          const user = row.original;
          const canCredit = mayTransfer && user.id !== me.userId;
          const canOpenBelow = openableRoles(me, user.role).length > 0;
          return (
            <span className="row-actions">
              {canCredit && (
                <Button variant="secondary" size="sm" onClick={() => onCredit(user)}>
                  {t('users.credit')}
                </Button>
              )}
              {canOpenBelow && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('users.openBelowNamed', { name: user.username })}
                  title={t('users.openBelow')}
                  onClick={() => onOpenBelow(user)}
                >
                  <PlusIcon size={18} />
                </Button>
              )}
            </span>
          );
        },
      }),
    ]);
  }, [t, format, me, onCredit, onOpenBelow]);
}
