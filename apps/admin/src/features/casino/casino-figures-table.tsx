import type { CasinoFigures } from '@bet/domain/api/admin/casino';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';

export type FiguresRow = CasinoFigures & { key: string; name: string };

const MONEY = ['stakes', 'wins', 'ggr'] as const;
const COUNTS = ['rounds', 'players'] as const;

type CasinoFiguresTableProps = {
  caption: string;
  nameHeader: string;
  rows: FiguresRow[];
  totals: CasinoFigures;
  currency: string;
};

/** One breakdown of the casino's figures (per provider or per game) with the totals underneath. */
export function CasinoFiguresTable({ caption, nameHeader, rows, totals, currency }: CasinoFiguresTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cells = (figures: CasinoFigures) => (
    <>
      {MONEY.map((key) => (
        <td key={key} className={key === 'ggr' && figures.ggr < 0 ? 'numeric figure-negative' : 'numeric'}>
          {format.money(figures[key], currency)}
        </td>
      ))}
      {COUNTS.map((key) => (
        <td key={key} className="numeric">
          {format.count(figures[key])}
        </td>
      ))}
    </>
  );
  return (
    <div className="casino-scroll">
      <table className="casino-figures">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {[...MONEY, ...COUNTS].map((key) => (
              <th key={key} scope="col" className="numeric">
                {t(`casino.report.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('casino.report.total')}</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
