import type { ResultRow } from '@bet/domain/api/match-stats';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import { InfoButton } from './info-button.tsx';
import { ResultScore } from './result-score.tsx';

/** Wide screens: a table of date, sport, home, score, away and the details button. */
export function ResultTable({
  rows,
  onInfo,
}: {
  rows: readonly ResultRow[];
  onInfo: (row: ResultRow) => void;
}) {
  const { t } = useTranslation();
  const sportName = useSportName();
  return (
    <table className="rs-table">
      <thead>
        <tr>
          <th scope="col">{t('results.columns.date')}</th>
          <th scope="col">{t('results.columns.sport')}</th>
          <th scope="col" className="rs-home">
            {t('results.columns.home')}
          </th>
          <th scope="col" className="rs-score-col">
            {t('results.columns.score')}
          </th>
          <th scope="col">{t('results.columns.away')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('results.columns.info')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.matchId}>
            <td className="rs-date">{formatDateTime(row.matchDate)}</td>
            <td className="rs-sport">{sportName(row.sportId, row.sportName)}</td>
            <td className="rs-home">{row.home}</td>
            <td className="rs-score-col">
              <ResultScore row={row} />
            </td>
            <td>{row.away}</td>
            <td className="rs-info-col">
              <InfoButton row={row} onInfo={onInfo} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
