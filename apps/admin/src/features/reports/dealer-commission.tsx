import type { ReportAnswer } from '@bet/domain/api/admin/reports';
import { formatRate } from '@bet/domain/commission';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { localeOf } from '../../shared/i18n/i18n.ts';

/** The commission of the dealer whose branches the report shows; nothing for the site's admin. */
export function DealerCommission({ report }: { report: ReportAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  if (!report?.dealer) return null;
  return (
    <p className="muted report-commission">
      {t('report.ownCommission', {
        rate: formatRate(report.dealer.commissionRate, localeOf(i18n.language)),
        amount: format.money(report.dealer.commission, report.currency),
      })}
    </p>
  );
}
