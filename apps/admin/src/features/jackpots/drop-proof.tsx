import type { JackpotDropRow } from '@bet/domain/api/admin/jackpots';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { committedDropPoint, recomputedCommitment } from './drop-check.ts';

/** What a drop's check rests on, under its row: anyone may hash the same text and compare. */
export function DropProof({ drop }: { drop: JackpotDropRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const fields: [string, string][] = [
    ['seededAt', format.dateTime(drop.seededAt)],
    ['hashedPoint', String(committedDropPoint(drop))],
    ['salt', drop.salt],
    ['commitment', drop.commitment],
    ['recomputed', recomputedCommitment(drop)],
  ];
  return (
    <div className="jackpot-proof">
      <p className="muted">{t('jackpots.history.proof.lead')}</p>
      <dl className="jackpot-proof-fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`jackpots.history.proof.${key}`)}</dt>
            <dd className="jackpot-hash">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
