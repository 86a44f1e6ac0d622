import type { CouponMatchRow } from '@bet/domain/api/betting';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { usePickWords } from '../hooks/use-pick-words.ts';
import { pickView } from '../lib/coupon-view.ts';
import { PickStatusIcon } from './pick-status.tsx';
import './coupon-parts.css';

/** A shared coupon's selections as a table: match, pick, odd and result. */
export function SharedMatchTable({ rows }: { rows: readonly CouponMatchRow[] }) {
  const { t } = useTranslation();
  const { tofixedNumber } = useSiteSettings();
  const words = usePickWords();
  return (
    <table className="cp-table">
      <caption className="visually-hidden">{t('coupons.detail.matches')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('coupons.share.match')}</th>
          <th scope="col">{t('coupons.share.pick')}</th>
          <th scope="col" className="cp-num">
            {t('coupons.share.odd')}
          </th>
          <th scope="col" className="cp-num">
            {t('coupons.share.result')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const pick = pickView(words(row));
          return (
            <tr key={`${row.matchId}-${row.typeName}-${row.special}-${row.outComeName}`}>
              <td>
                <span className="cp-table-teams">
                  {row.home} - {row.away}
                </span>
                <time className="cp-table-date muted" dateTime={row.matchDate}>
                  {formatDateTime(row.matchDate)}
                </time>
              </td>
              <td>
                <span className="muted cp-table-market">{pick.market}</span>
                <strong>{pick.outcome}</strong>
              </td>
              <td className="cp-num cp-odd">{formatOdds(row.odds, tofixedNumber)}</td>
              <td className="cp-num">
                <span className="cp-table-result">
                  {row.Results || row.liveRef?.score || ''}
                  <PickStatusIcon status={row.status} />
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
