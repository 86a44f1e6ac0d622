import type { ReportAnswer } from '@bet/domain/api/admin/reports';
import { formatRate } from '@bet/domain/commission';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { localeOf } from '../../shared/i18n/i18n.ts';

const MONEY_FIGURES = ['stakes', 'payouts', 'ggr', 'openStakes'] as const;

type FigureCardsProps = {
  titleId: string;
  title: string;
  /** The report of the period; its totals are the staff member's whole subtree. */
  report: UseQueryResult<ReportAnswer>;
  /** The staff member earns commission (a dealer): its own on the period's GGR is a card too. */
  withCommission: boolean;
};

/** A period's totals as a row of cards: stakes, payouts, GGR, open stakes, coupons and commission. */
export function FigureCards({ titleId, title, report, withCommission }: FigureCardsProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const answer = report.data;
  const dealer = answer?.dealer;
  return (
    <section className="figure-cards" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {title}
      </h2>
      {report.isError ? (
        <LoadFailed onRetry={() => void report.refetch()} />
      ) : (
        <dl className="figure-grid">
          {MONEY_FIGURES.map((key) => (
            <div key={key} className="card figure-card">
              <dt>{t(`figures.${key}`)}</dt>
              <dd
                className={key === 'ggr' && answer && answer.totals.ggr < 0 ? 'figure-negative' : undefined}
              >
                {answer ? format.money(answer.totals[key], answer.currency) : <Skeleton width="6em" />}
              </dd>
            </div>
          ))}
          <div className="card figure-card">
            <dt>{t('figures.coupons')}</dt>
            <dd>{answer ? format.count(answer.totals.coupons) : <Skeleton width="3em" />}</dd>
          </div>
          {withCommission && (
            <div className="card figure-card">
              <dt>
                {dealer
                  ? t('dashboard.commissionAt', {
                      rate: formatRate(dealer.commissionRate, localeOf(i18n.language)),
                    })
                  : t('figures.commission')}
              </dt>
              <dd>
                {answer ? format.money(dealer?.commission ?? 0, answer.currency) : <Skeleton width="6em" />}
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
