import { CasinoReportSection } from '../features/casino/casino-report-section.tsx';
import { ReportPage } from '../features/reports/report-page.tsx';

// The casino's figures for the report's days, per provider and per game.
const casinoFigures = (days: { from?: string | undefined; to?: string | undefined }) => (
  <CasinoReportSection {...days} />
);

/** The report with the casino's section: the two features meet here, not in each other. */
export function ReportRoute() {
  return <ReportPage renderCasino={casinoFigures} />;
}
