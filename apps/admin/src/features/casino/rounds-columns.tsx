import type { CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { toMajor } from '@bet/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';

const column = listColumnHelper<CasinoRoundRow>();

/** The rounds list's columns; the proof opens under a row. */
export function useRoundsColumns() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    const money = (key: 'stake' | 'win') =>
      column.accessor(key, {
        header: t(`casino.rounds.columns.${key}`),
        cell: ({ row, getValue }) => format.money(getValue(), row.original.currency),
        meta: { numeric: true, csv: (value) => toMajor(value) },
      });
    return column.columns([
      column.accessor('playedAt', {
        header: t('casino.rounds.columns.playedAt'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        meta: { csv: (value) => value },
        enableHiding: false,
      }),
      column.accessor('gameTitle', { header: t('casino.rounds.columns.game') }),
      column.accessor('username', { header: t('casino.rounds.columns.player') }),
      column.accessor('round', { header: t('casino.rounds.columns.round') }),
      money('stake'),
      money('win'),
      column.accessor('state', {
        header: t('casino.rounds.columns.state'),
        cell: ({ getValue }) => t(`casino.rounds.states.${getValue()}`),
        meta: { csv: (value) => t(`casino.rounds.states.${value}`) },
      }),
    ]);
  }, [t, format]);
}
