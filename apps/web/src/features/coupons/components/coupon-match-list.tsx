import type { CouponMatchRow } from '@bet/domain/api/betting';
import { timeLabelOfText } from '@bet/domain/sportsbook/match-status';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { timeLabelText } from '../../../shared/format/time-label.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { usePickWords } from '../hooks/use-pick-words.ts';
import { pickView } from '../lib/coupon-view.ts';
import { PickStatusIcon } from './pick-status.tsx';
import './coupon-parts.css';

/** A coupon's stored match time ('4set', "45+2'") in words. */
function timeWords(text: string, t: TFunction): string {
  const label = timeLabelOfText(text);
  return label ? timeLabelText(label, t) : '';
}

/**
 * When a live pick was taken ('4set', "45+2'" as the coupon keeps it) in a sentence: the catalogues
 * word a minute themselves ("Taken at 45'", "45. dakikada"), a period or a pause reads as a word.
 */
function takenWords(text: string, t: TFunction): string {
  const label = timeLabelOfText(text);
  if (!label) return '';
  if (label.kind === 'minute') return t('coupons.match.takenAt', { minute: label.text.replace(/'$/, '') });
  return t('coupons.match.takenDuring', { period: timeLabelText(label, t) });
}

/** One selection: teams, market and outcome, odd, state, score (live or final) and short code. */
function MatchLine({ row, decimals }: { row: CouponMatchRow; decimals: number }) {
  const { t } = useTranslation();
  const pick = pickView(row);
  return (
    <li className="cp-match">
      <PickStatusIcon status={row.status} />
      <div className="cp-match-main">
        <p className="cp-match-teams">
          {row.home} - {row.away}
          {row.isBank === 1 && (
            <abbr className="cp-tag" title={t('coupons.match.banker')}>
              {t('coupons.match.bankerShort')}
            </abbr>
          )}
          {row.isLive === 1 && <span className="cp-tag cp-tag-live">{t('coupons.match.live')}</span>}
        </p>
        <p className="cp-match-pick">
          <span className="muted">{pick.market}:</span> <strong>{pick.outcome}</strong>
        </p>
        <p className="cp-match-meta muted">
          <time dateTime={row.matchDate}>{formatDateTime(row.matchDate)}</time>
          {' · '}
          {[row.sportName, row.tournamentName].filter(Boolean).join(' / ')}
          {pick.takenAt && ` · ${takenWords(pick.takenAt, t)}`}
        </p>
        {row.canceled === 1 && <p className="notice notice-warning">{t('coupons.matchCanceledWarning')}</p>}
      </div>
      <div className="cp-match-end">
        <span className="cp-odd">{formatOdds(row.odds, decimals)}</span>
        {row.Results ? (
          <span className="cp-score">{t('coupons.match.result', { score: row.Results })}</span>
        ) : (
          row.liveRef && (
            <span className="cp-score cp-score-live">
              {row.liveRef.score}
              {row.liveRef.time && ` (${timeWords(row.liveRef.time, t)})`}
            </span>
          )
        )}
        {row.code && (
          <span className="cp-code">
            <span className="visually-hidden">{t('coupons.match.code')} </span>
            {row.code}
          </span>
        )}
      </div>
    </li>
  );
}

/** The coupon's selections, one line each. */
export function CouponMatchList({ rows }: { rows: readonly CouponMatchRow[] }) {
  const { t } = useTranslation();
  const { tofixedNumber } = useSiteSettings();
  const words = usePickWords();
  return (
    <ul className="cp-matches" aria-label={t('coupons.detail.matches')}>
      {rows.map((row) => (
        <MatchLine
          // A coupon may hold several picks of one match (CK), never the same outcome twice.
          key={`${row.matchId}-${row.typeName}-${row.special}-${row.outComeName}`}
          row={words(row)}
          decimals={tofixedNumber}
        />
      ))}
    </ul>
  );
}
