import type { ReportAnswer, ReportRow } from '@bet/domain/api/admin/reports';
import { isUserRole } from '@bet/domain/authz/roles';
import { formatRate } from '@bet/domain/commission';
import { toMajor } from '@bet/domain/money';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { localeOf } from '../../shared/i18n/i18n.ts';

const column = listColumnHelper<ReportRow>();

type MoneyFigure = 'stakes' | 'payouts' | 'refunds' | 'ggr' | 'openStakes' | 'deposits' | 'withdrawals';

type ReportColumnsOptions = {
  /** The answer whose totals make the footer; undefined while it loads. */
  report: ReportAnswer | undefined;
  /** Opens a branch that holds more accounts than its own. */
  onOpen: (row: ReportRow) => void;
};

/**
 * The report's columns: one row per branch, the totals in the footer, amounts in minor units. A
 * branch of a kind that earns no commission (a player) shows no rate and no commission.
 */
export function useReportColumns({ report, onOpen }: ReportColumnsOptions) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const currency = report?.currency ?? '';
    const totals = report?.totals;
    const accounts = report?.rows.reduce((sum, row) => sum + row.accounts, 0);
    const roleLabel = (role: string) => (isUserRole(role) ? t(`roles.${role}`) : role);
    const money = (key: MoneyFigure) =>
      column.accessor(key, {
        header: t(`figures.${key}`),
        cell: ({ getValue }) => (
          <span className={key === 'ggr' && getValue() < 0 ? 'figure-negative' : undefined}>
            {format.money(getValue(), currency)}
          </span>
        ),
        footer: () => (totals ? format.money(totals[key], currency) : ''),
        meta: { numeric: true, csv: (value) => toMajor(value), csvTotal: totals && toMajor(totals[key]) },
      });
    return column.columns([
      column.accessor('username', {
        header: t('report.columns.username'),
        enableHiding: false,
        cell: ({ row }) =>
          row.original.accounts > 1 ? (
            <button
              type="button"
              className="report-open"
              title={t('report.openBranch', { name: row.original.username })}
              onClick={() => onOpen(row.original)}
            >
              {row.original.username}
              <ChevronIcon direction="forward" size={16} />
            </button>
          ) : (
            row.original.username
          ),
        footer: () => t('report.total'),
        meta: { csvTotal: t('report.total') },
      }),
      column.accessor('role', {
        header: t('report.columns.role'),
        cell: ({ getValue }) => roleLabel(getValue()),
        meta: { csv: (value) => roleLabel(value) },
      }),
      column.accessor('accounts', {
        header: t('report.columns.accounts'),
        cell: ({ getValue }) => format.count(getValue()),
        footer: () => (accounts === undefined ? '' : format.count(accounts)),
        meta: { numeric: true, csvTotal: accounts },
      }),
      money('stakes'),
      money('payouts'),
      money('refunds'),
      money('ggr'),
      column.accessor('commissionRate', {
        header: t('report.columns.commissionRate'),
        cell: ({ getValue }) => {
          const rate = getValue();
          return rate === null ? '' : formatRate(rate, locale);
        },
        // A percentage with two decimals, as a spreadsheet reads it.
        meta: { numeric: true, csv: (rate) => (rate === null ? null : rate / 100) },
      }),
      column.accessor('commission', {
        header: t('figures.commission'),
        cell: ({ getValue }) => {
          const commission = getValue();
          return commission === null ? '' : format.money(commission, currency);
        },
        footer: () => (totals ? format.money(totals.commission, currency) : ''),
        meta: {
          numeric: true,
          csv: (commission) => (commission === null ? null : toMajor(commission)),
          csvTotal: totals && toMajor(totals.commission),
        },
      }),
      money('openStakes'),
      money('deposits'),
      money('withdrawals'),
      column.accessor('coupons', {
        header: t('figures.coupons'),
        cell: ({ getValue }) => format.count(getValue()),
        footer: () => (totals ? format.count(totals.coupons) : ''),
        meta: { numeric: true, csvTotal: totals?.coupons },
      }),
    ]);
  }, [t, format, locale, report, onOpen]);
}
