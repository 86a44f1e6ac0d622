import type { ResultRow } from '@bet/domain/api/match-stats';
import { useTranslation } from 'react-i18next';
import { scoreParts } from '../lib/result-view.ts';

/** Full time in bold, the periods after it; 'Cancelled' in the page's language. */
export function ResultScore({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  const parts = scoreParts(row);
  if (parts.cancelled) return <span className="rs-cancelled">{t('results.cancelled')}</span>;
  return (
    <span className="rs-score">
      <strong className="rs-full">{parts.fullTime}</strong>
      {parts.periods.length > 0 && (
        <span className="rs-periods">
          <span className="visually-hidden">{t('results.periodScores')}: </span>
          {parts.periods.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: periods are in order and never move
            <span key={i}>{p}</span>
          ))}
        </span>
      )}
    </span>
  );
}
