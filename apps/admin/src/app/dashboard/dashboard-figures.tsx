import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReport } from '../../features/reports/api/report.ts';
import { LazyFiguresChart } from '../../shared/charts/lazy-figures-chart.tsx';
import { dailyPoints, dashboardDays } from './dashboard-days.ts';
import { FigureCards } from './figure-cards.tsx';

/** The staff member's figures: today, this week (from Monday), and the last 30 days as a chart. */
export function DashboardFigures() {
  const { t } = useTranslation();
  // Fixed when the page opens: a page left open over midnight keeps the days it showed.
  const [now] = useState(() => new Date());
  const days = dashboardDays(now);
  const today = useReport({ from: days.today, to: days.today });
  const week = useReport({ from: days.weekStart, to: days.today });
  const month = useReport({ from: days.chartStart, to: days.today, period: 'day' });
  return (
    <>
      <FigureCards titleId="figures-today" title={t('dashboard.today')} report={today} />
      <FigureCards titleId="figures-week" title={t('dashboard.week')} report={week} />
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
