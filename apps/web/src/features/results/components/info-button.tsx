import type { ResultRow } from '@bet/domain/api/match-stats';
import { InfoIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

/** Opens the match's details popup. */
export function InfoButton({ row, onInfo }: { row: ResultRow; onInfo: (row: ResultRow) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-button rs-info-button"
      aria-label={t('results.info', { teams: `${row.home} - ${row.away}` })}
      aria-haspopup="dialog"
      onClick={() => onInfo(row)}
    >
      <InfoIcon size={18} />
    </button>
  );
}
