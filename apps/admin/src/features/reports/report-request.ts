import { type ReportRequest, reportPeriods, reportProducts } from '@bet/domain/api/admin/reports';
import { choiceFilter, dayFilter, idFilter } from '../../shared/data-table/filter-values.ts';

/** The report's URL parameters: the filter form's, and the branch opened (parentId, with the ids above it). */
export const REPORT_FILTERS = ['from', 'to', 'product', 'period', 'parentId', 'trail'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** What the filter form sets; opening a branch keeps them. */
export const REPORT_FORM_FILTERS = ['from', 'to', 'product', 'period'] as const;
export type ReportFormFilter = (typeof REPORT_FORM_FILTERS)[number];

/** The admin/report request for the URL's filters; foreign values are left out. */
export function reportRequestOf(filters: Record<ReportFilter, string>): ReportRequest {
  return {
    from: dayFilter(filters.from),
    to: dayFilter(filters.to),
    product: choiceFilter(reportProducts, filters.product),
    period: choiceFilter(reportPeriods, filters.period),
    parentId: idFilter(filters.parentId),
  };
}

/** The accounts opened from the staff member's own down to the report's parent; [] at the top. */
export function drillPath(filters: Record<ReportFilter, string>): number[] {
  const parentId = idFilter(filters.parentId);
  if (parentId === undefined) return [];
  const above = filters.trail ? filters.trail.split('.').map(idFilter) : [];
  return [...above.filter((id) => id !== undefined), parentId];
}

type DrillChanges = Pick<Record<ReportFilter, string>, 'parentId' | 'trail'>;

/** The URL changes that keep the first `depth` steps of the path (0: back to the top). */
export function drillBack(path: readonly number[], depth: number): DrillChanges {
  const kept = path.slice(0, depth);
  return { parentId: String(kept.at(-1) ?? ''), trail: kept.slice(0, -1).join('.') };
}

/** The URL changes that open the branch of `userId`, one step below the path's end. */
export const drillInto = (path: readonly number[], userId: number): DrillChanges =>
  drillBack([...path, userId], path.length + 1);
