import type { ReportRow } from '@bet/domain/api/admin/reports';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyFiguresChart } from '../../shared/charts/lazy-figures-chart.tsx';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useStaff } from '../../shared/session/me-query.ts';
import { useReport } from './api/report.ts';
import { DealerCommission } from './dealer-commission.tsx';
import { ReportBreadcrumb } from './report-breadcrumb.tsx';
import { useReportColumns } from './report-columns.tsx';
import { ReportFilters } from './report-filters.tsx';
import { drillBack, drillInto, drillPath, REPORT_FILTERS, reportRequestOf } from './report-request.ts';
import { reportSortFields, sortReportRows } from './sort-report-rows.ts';
import './reports.css';

const rowId = (row: ReportRow) => String(row.userId);

type ReportPageProps = {
  /** The casino's figures for the report's days (wired in by the app). */
  renderCasino?: (days: { from?: string | undefined; to?: string | undefined }) => ReactNode;
};

/**
 * Stakes, payouts, GGR and commission per branch of the tree below the staff member, opened branch
 * by branch.
 */
export function ReportPage({ renderCasino }: ReportPageProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const list = useListSearch(reportSortFields, REPORT_FILTERS);
  const { filters, setFilters } = list;
  const request = useMemo(() => reportRequestOf(filters), [filters]);
  const path = useMemo(() => drillPath(filters), [filters]);
  const report = useReport(request);
  const open = useCallback((row: ReportRow) => setFilters(drillInto(path, row.userId)), [setFilters, path]);
  const columns = useReportColumns({ report: report.data, onOpen: open });
  const rows = useMemo(
    () => report.data && sortReportRows(report.data.rows, list.sort, list.dir),
    [report.data, list.sort, list.dir],
  );
  const { parentId: _, ...levelRequest } = request;

  return (
    <TitledSection titleId="report-title" title={t('nav.report')} className="page">
      <ReportBreadcrumb
        path={path}
        request={levelRequest}
        topName={me.username}
        onBack={(depth) => setFilters(drillBack(path, depth))}
      />
      <DealerCommission report={report.data} />
      <DataTable
        id="report"
        label={t('nav.report')}
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        getRowId={rowId}
        list={list}
        sortable={reportSortFields}
        paged={false}
        loading={report.isPending}
        refreshing={report.isPlaceholderData}
        error={report.error}
        onRetry={() => void report.refetch()}
        filters={<ReportFilters values={filters} onApply={setFilters} />}
      />
      {report.data && report.data.series.length > 0 && (
        <section className="card report-chart" aria-labelledby="report-chart-title">
          <h2 className="section-title" id="report-chart-title">
            {t(`report.byPeriod.${request.period ?? 'day'}`)}
          </h2>
          <LazyFiguresChart points={report.data.series} currency={report.data.currency} />
        </section>
      )}
      {renderCasino?.({ from: request.from, to: request.to })}
    </TitledSection>
  );
}
