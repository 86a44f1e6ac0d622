import type { JackpotDropRow } from '@bet/domain/api/admin/jackpots';
import { toMinor } from '@bet/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import { dropsByAmount, matchesCommitment } from './drop-check.ts';

const column = listColumnHelper<JackpotDropRow>();

/** A long hash cut to its start: enough to tell two apart, the whole one in the row's detail. */
const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

/** The drops list's columns, with the commitment checked here against the revealed drop point. */
export function useHistoryColumns() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const name = (id: JackpotDropRow['jackpot']) => t(`jackpots.names.${id}`);
    const checkText = (ok: boolean) => t(ok ? 'jackpots.history.matches' : 'jackpots.history.mismatch');
    const dropPoint = (drop: JackpotDropRow) =>
      dropsByAmount(drop.jackpot)
        ? format.money(toMinor(drop.dropPoint), drop.currency)
        : format.dateTime(new Date(drop.dropPoint).toISOString());
    return column.columns([
      column.accessor('droppedAt', {
        header: t('jackpots.history.columns.droppedAt'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        enableHiding: false,
      }),
      column.accessor('jackpot', {
        header: t('jackpots.history.columns.jackpot'),
        cell: ({ getValue }) => name(getValue()),
        meta: { csv: (value) => name(value) },
      }),
      column.accessor('winner', {
        header: t('jackpots.history.columns.winner'),
        meta: { csv: (value, row) => `${value} (${row.winnerId})` },
      }),
      column.accessor('amount', {
        header: t('jackpots.history.columns.amount'),
        cell: ({ row, getValue }) => format.money(toMinor(getValue()), row.original.currency),
        meta: { numeric: true, csv: (value, row) => `${value} ${row.currency}` },
      }),
      column.accessor('cycle', {
        header: t('jackpots.history.columns.cycle'),
        cell: ({ getValue }) => format.count(getValue()),
        meta: { numeric: true },
      }),
      column.accessor(dropPoint, {
        id: 'dropPoint',
        header: t('jackpots.history.columns.dropPoint'),
      }),
      column.accessor('commitment', {
        header: t('jackpots.history.columns.commitment'),
        cell: ({ getValue }) => (
          <code className="jackpot-hash" title={getValue()}>
            {shortHash(getValue())}
          </code>
        ),
      }),
      column.accessor(matchesCommitment, {
        id: 'check',
        header: t('jackpots.history.columns.check'),
        cell: ({ getValue }) => (
          <ToneBadge tone={getValue() ? 'success' : 'danger'}>
            <span aria-hidden="true">{getValue() ? '✓' : '✗'}</span> {checkText(getValue())}
          </ToneBadge>
        ),
        meta: { csv: (ok) => checkText(ok) },
      }),
    ]);
  }, [t, format]);
}
