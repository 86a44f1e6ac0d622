import type { CasinoReportRequest } from '@bet/domain/api/admin/casino';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useCasinoReport } from './api/casino-report.ts';
import { CasinoFiguresTable } from './casino-figures-table.tsx';
import './casino.css';

/**
 * The casino's stakes, wins and GGR per provider and per game for the report's days, over every
 * player below the staff member.
 */
export function CasinoReportSection({ from, to }: Pick<CasinoReportRequest, 'from' | 'to'>) {
  const { t } = useTranslation();
  const report = useCasinoReport({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const data = report.data;
  return (
    <section className="card casino-report" aria-labelledby="casino-report-title">
      <h2 className="section-title" id="casino-report-title">
        {t('casino.report.title')}
      </h2>
      {report.isError ? (
        <LoadFailed onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Skeleton lines={4} />
      ) : data.games.length === 0 ? (
        <p className="muted">{t('casino.report.empty')}</p>
      ) : (
        <>
          <CasinoFiguresTable
            caption={t('casino.report.byProvider')}
            nameHeader={t('casino.report.provider')}
            rows={data.companies.map((c) => ({ ...c, key: String(c.companyId), name: c.company || '—' }))}
            totals={data.totals}
            currency={data.currency}
          />
          <CasinoFiguresTable
            caption={t('casino.report.byGame')}
            nameHeader={t('casino.report.game')}
            rows={data.games.map((g) => ({ ...g, key: g.gameCode, name: g.title }))}
            totals={data.totals}
            currency={data.currency}
          />
        </>
      )}
    </section>
  );
}
