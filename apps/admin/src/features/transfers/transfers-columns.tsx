import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import { toMajor } from '@bet/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import {
  approvalsText,
  TransferStatusBadge,
  transferStatusLabel,
  transferTypeLabel,
} from './transfer-labels.tsx';
import { waitingAgeText } from './waiting-age.ts';

const column = listColumnHelper<OfficeTransfer>();

/** The queue's columns; `now` runs the approval clock of waiting requests. */
export function useTransferColumns(now: Date) {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(
    () =>
      column.columns([
        column.accessor('id', { header: t('transfers.columns.id'), enableHiding: false }),
        column.accessor('createdAt', {
          header: t('transfers.columns.createdAt'),
          cell: ({ row: { original: transfer } }) => (
            <span className="transfer-created">
              {format.dateTime(transfer.createdAt)}
              {transfer.status === 0 && (
                <span className="transfer-clock">
                  {t('transfers.waitingFor', { age: waitingAgeText(t, transfer.createdAt, now) })}
                </span>
              )}
            </span>
          ),
          meta: { csv: (value) => format.dateTime(value) },
        }),
        column.accessor('username', {
          header: t('transfers.columns.user'),
          cell: ({ row }) => (
            <Link to={`/users/${row.original.userId}`} className="user-link">
              {row.original.username}
            </Link>
          ),
        }),
        column.accessor('dealerName', {
          header: t('transfers.columns.dealer'),
          cell: ({ getValue }) => getValue() ?? '—',
        }),
        column.accessor('transferType', {
          header: t('transfers.columns.type'),
          cell: ({ getValue }) => transferTypeLabel(t, getValue()),
          meta: { csv: (value) => transferTypeLabel(t, value) },
        }),
        column.accessor('catName', {
          header: t('transfers.columns.method'),
          cell: ({ row }) => (
            <span className="transfer-method">
              {row.original.catName}
              {row.original.payTag && <span className="muted">{row.original.payTag}</span>}
            </span>
          ),
          meta: { csv: (_value, row) => [row.catName, row.payTag].filter(Boolean).join(' / ') },
        }),
        column.accessor('amount', {
          header: t('transfers.columns.amount'),
          cell: ({ row }) => format.money(row.original.amount, row.original.currency),
          meta: { numeric: true, csv: (value) => toMajor(value) },
        }),
        column.accessor('status', {
          header: t('transfers.columns.status'),
          cell: ({ getValue }) => <TransferStatusBadge status={getValue()} />,
          meta: { csv: (value) => transferStatusLabel(t, value) },
        }),
        column.accessor('approvals', {
          header: t('transfers.columns.approvals'),
          cell: ({ row }) => approvalsText(row.original),
          meta: { csv: (_value, row) => approvalsText(row) },
        }),
        column.accessor('blocked', {
          header: t('transfers.columns.blocked'),
          cell: ({ getValue }) =>
            getValue() ? <ToneBadge tone="danger">{t('transfers.blocked')}</ToneBadge> : null,
          meta: { csv: (value) => (value ? t('common.yes') : t('common.no')) },
        }),
      ]),
    [t, format, now],
  );
}
