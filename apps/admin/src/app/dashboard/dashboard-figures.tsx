import { earnsCommission } from '@bet/domain/commission';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../../features/reports/api/report.ts';
import { LazyFiguresChart } from '../../shared/charts/lazy-figures-chart.tsx';
import { useStaff } from '../../shared/session/me-query.ts';
import { dailyPoints, dashboardDays } from './dashboard-days.ts';
import { FigureCards } from './figure-cards.tsx';

/**
 * The staff member's figures: today, this week (from Monday), and the last 30 days as a chart; a
 * dealer's own commission on each of today's and this week's GGR.
 */
export function DashboardFigures() {
  const { t } = useTranslation();
  const withCommission = earnsCommission(useStaff().role);
  // Fixed when the page opens: a page left open over midnight keeps the days it showed.
  const [now] = useState(() => new Date());
  const days = dashboardDays(now);
  const today = useReport({ from: days.today, to: days.today });
  // By week: the week's commission is on its whole GGR, not on each day's.
  const week = useReport({ from: days.weekStart, to: days.today, period: 'week' });
  const month = useReport({ from: days.chartStart, to: days.today, period: 'day' });
  return (
    <>
      <FigureCards
        titleId="figures-today"
        title={t('dashboard.today')}
        report={today}
        withCommission={withCommission}
      />
      <FigureCards
        titleId="figures-week"
        title={t('dashboard.week')}
        report={week}
        withCommission={withCommission}
      />
      <section className="card dashboard-chart" aria-labelledby="figures-chart">
        <h2 className="section-title" id="figures-chart">
          {t('dashboard.chartTitle')}
        </h2>
        {month.data ? (
          <LazyFiguresChart points={dailyPoints(month.data.series, now)} currency={month.data.currency} />
        ) : (
          <div className="dashboard-chart-empty" />
        )}
      </section>
    </>
  );
}
