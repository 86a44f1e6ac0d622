import type { JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { formatRate } from '@bet/domain/commission';
import { toMinor } from '@bet/domain/money';
import { Button } from '@bet/ui/button.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { localeOf } from '../../shared/i18n/i18n.ts';

const column = listColumnHelper<JackpotOfficeRow>();

/** The jackpots' columns: the rules (amounts hold in every pot's currency), the running pots, an edit button. */
export function useSettingsColumns(onEdit: (row: JackpotOfficeRow) => void) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const name = (id: JackpotOfficeRow['id']) => t(`jackpots.names.${id}`);
    const dropRule = (row: JackpotOfficeRow) =>
      row.mustDropBy !== null
        ? t('jackpots.settings.mustDrop', { amount: format.amount(toMinor(row.mustDropBy)) })
        : t(`jackpots.settings.periods.${row.period}`);
    return column.columns([
      column.accessor('id', {
        header: t('jackpots.settings.columns.jackpot'),
        cell: ({ getValue }) => name(getValue()),
        meta: { csv: (value) => name(value) },
        enableHiding: false,
      }),
      column.accessor('source', {
        header: t('jackpots.settings.columns.source'),
        cell: ({ getValue }) => t(`jackpots.sources.${getValue()}`),
        meta: { csv: (value) => t(`jackpots.sources.${value}`) },
      }),
      column.accessor('contributionBp', {
        header: t('jackpots.settings.columns.share'),
        cell: ({ getValue }) => formatRate(getValue(), locale),
        meta: { numeric: true, csv: (value) => value / 100 },
      }),
      column.accessor('seed', {
        header: t('jackpots.settings.columns.seed'),
        cell: ({ getValue }) => format.amount(toMinor(getValue())),
        meta: { numeric: true },
      }),
      column.accessor(dropRule, {
        id: 'drop',
        header: t('jackpots.settings.columns.drop'),
      }),
      column.accessor('pots', {
        header: t('jackpots.settings.columns.pots'),
        cell: ({ getValue }) => {
          const pots = getValue();
          if (pots.length === 0) return <span className="muted">{t('jackpots.settings.noPot')}</span>;
          return (
            <ul className="jackpot-pots">
              {pots.map((pot) => (
                <li key={pot.currency}>
                  <strong>{format.money(toMinor(pot.pot), pot.currency)}</strong>{' '}
                  <span className="muted">
                    {t('jackpots.settings.potCycle', {
                      cycle: pot.cycle,
                      seededAt: format.dateTime(pot.seededAt),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          );
        },
        meta: {
          csv: (pots) => pots.map((pot) => `${pot.currency} ${pot.pot} #${pot.cycle}`).join('; '),
        },
      }),
      column.display({
        id: 'actions',
        header: t('jackpots.settings.columns.actions'),
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('jackpots.settings.editOf', { name: name(row.original.id) })}
            onClick={() => onEdit(row.original)}
          >
            {t('jackpots.settings.edit')}
          </Button>
        ),
      }),
    ]);
  }, [t, format, locale, onEdit]);
}
