import type { ResultRow } from '@bet/domain/api/match-stats';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import { scoreParts, scoreSides } from '../lib/result-view.ts';
import { InfoButton } from './info-button.tsx';
import './result-cards.css';

/** Home over away, each with its full-time score (bold) and its score in every period. */
function StackedScore({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  const parts = scoreParts(row);
  if (parts.cancelled) return <span className="rs-cancelled">{t('results.cancelled')}</span>;
  const periods = parts.periods.map(scoreSides);
  const [home, away] = scoreSides(parts.fullTime);
  return (
    <>
      <span className="visually-hidden">
        {parts.fullTime}
        {parts.periods.length > 0 && ` (${t('results.periodScores')}: ${parts.periods.join(', ')})`}
      </span>
      <span className="rs-card-scores" aria-hidden="true">
        <span className="rs-card-ft">
          <span>{home}</span>
          <span>{away}</span>
        </span>
        {periods.map(([h, a], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods are in order and never move
          <span key={i} className="rs-card-period">
            <span>{h}</span>
            <span>{a}</span>
          </span>
        ))}
      </span>
    </>
  );
}

/** Narrow screens: one compact card per match, the teams stacked with their scores. */
export function ResultCards({
  rows,
  onInfo,
}: {
  rows: readonly ResultRow[];
  onInfo: (row: ResultRow) => void;
}) {
  const sportName = useSportName();
  return (
    <ul className="list rs-cards">
      {rows.map((row) => (
        <li key={row.matchId} className="rs-card">
          <div className="rs-card-meta">
            <span>{formatDateTime(row.matchDate)}</span>
            <span className="rs-card-sport">{sportName(row.sportId, row.sportName)}</span>
            <span className="rs-card-league">{row.tournamentName}</span>
          </div>
          <InfoButton row={row} onInfo={onInfo} />
          <div className="rs-card-body">
            <span className="rs-card-teams">
              <span className="rs-card-team">{row.home}</span>
              <span className="visually-hidden"> - </span>
              <span className="rs-card-team">{row.away}</span>
            </span>
            <StackedScore row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
