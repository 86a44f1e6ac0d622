import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { useTranslation } from 'react-i18next';
import { periodTable } from '../lib/score-board.ts';
import './panels.css';

type PeriodTableProps = {
  match: Pick<LiveMatch, 'sportId' | 'score' | 'Home' | 'Away' | 'serving'>;
  className?: string;
};

/** Sets, quarters, periods, innings or maps as columns; the game points and the total at the end. */
export function PeriodTable({ match, className }: PeriodTableProps) {
  const { t } = useTranslation();
  const table = periodTable(match);
  const hasGame = table.game[0] !== '' || table.game[1] !== '';
  const current = table.periods.length;
  const row = (side: 'home' | 'away', name: string, cells: string[], game: string, total: string) => (
    <tr>
      <th scope="row" className="md-pt-team">
        <span className="md-pt-name">{name}</span>
        {match.serving === side && (
          <span className="md-serve" role="img" aria-label={t('match.score.serving')} />
        )}
      </th>
      {cells.map((cell, i) => (
        <td key={table.periods[i]} className={i + 1 === current ? 'md-pt-current' : undefined}>
          {cell}
        </td>
      ))}
      {hasGame && <td className="md-pt-game">{game}</td>}
      <td className="md-pt-total">{total}</td>
    </tr>
  );
  return (
    <table className={['md-pt', className].filter(Boolean).join(' ')}>
      <caption className="visually-hidden">{t(`match.periods.${table.kind}`)}</caption>
      <thead>
        <tr>
          <th scope="col" className="md-pt-kind">
            {t(`match.periods.${table.kind}`)}
          </th>
          {table.periods.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
          {hasGame && <th scope="col">{t('match.periods.game')}</th>}
          <th scope="col">{t('match.periods.total')}</th>
        </tr>
      </thead>
      <tbody>
        {row('home', match.Home, table.home, table.game[0], table.total[0])}
        {row('away', match.Away, table.away, table.game[1], table.total[1])}
      </tbody>
    </table>
  );
}
