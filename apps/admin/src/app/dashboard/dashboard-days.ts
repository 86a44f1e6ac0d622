import type { FiguresPoint } from '../../shared/charts/figures-chart.tsx';

/** How many days the dashboard's chart shows, today included. */
export const CHART_DAYS = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as yyyy-mm-dd in the browser's zone, as the report call takes days. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

// Built from the calendar parts, so a change to or from summer time never skips or repeats a day.
const daysBefore = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);

/** Today, the Monday of this week and the chart's first day, in the browser's zone. */
export function dashboardDays(now: Date) {
  const sinceMonday = (now.getDay() + 6) % 7;
  return {
    today: localDay(now),
    weekStart: localDay(daysBefore(now, sinceMonday)),
    chartStart: localDay(daysBefore(now, CHART_DAYS - 1)),
  };
}

/** One point a day up to `now` for the chart; a day the report has no movements on is zero. */
export function dailyPoints(series: readonly FiguresPoint[], now: Date): FiguresPoint[] {
  const byDay = new Map(series.map((point) => [point.period, point]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const period = localDay(daysBefore(now, CHART_DAYS - 1 - i));
    const point = byDay.get(period);
    return { period, stakes: point?.stakes ?? 0, payouts: point?.payouts ?? 0, ggr: point?.ggr ?? 0 };
  });
}
