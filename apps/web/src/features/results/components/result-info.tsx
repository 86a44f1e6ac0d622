import type { ResultRow } from '@bet/domain/api/match-stats';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import { infoItems, periodKind, scoreParts } from '../lib/result-view.ts';
import './result-info.css';

function Details({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const parts = scoreParts(row);
  return (
    <>
      <p className="rs-info-meta muted">
        {formatDateTime(row.matchDate)} · {sportName(row.sportId, row.sportName)} · {row.categoryName} /{' '}
        {row.tournamentName}
      </p>
      <dl className="rs-info-list">
        <div className="rs-info-full">
          <dt>{t('results.fullTime')}</dt>
          <dd>{parts.cancelled ? t('results.cancelled') : parts.fullTime}</dd>
        </div>
        {infoItems(row).map((item) => (
          <div key={item.kind === 'period' ? `p${item.n}` : item.kind}>
            <dt>
              {item.kind === 'period'
                ? t(`results.periods.${periodKind(row.sportId)}`, { n: item.n })
                : t(`results.${item.kind}`)}
            </dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A result's details in a popup: full time, each period, corners and cards. */
export function ResultInfo({ row, onClose }: { row: ResultRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `${row.home} - ${row.away}` : ''}
      className="rs-info"
    >
      {row && <Details row={row} />}
    </Dialog>
  );
}
