import type { ReportRow } from '@bet/domain/api/admin/reports';
import type { SortDirection } from '../../shared/data-table/list-search.ts';

/** The report's columns it sorts by; every branch is on one page, so they sort here, not on the server. */
export const reportSortFields = [
  'username',
  'accounts',
  'stakes',
  'payouts',
  'refunds',
  'ggr',
  'commissionRate',
  'commission',
  'openStakes',
  'coupons',
] as const;
export type ReportSort = (typeof reportSortFields)[number];

/**
 * The rows in the order asked for; unsorted, as the server lists them. Rows without the figure (a
 * player's commission) come last either way.
 */
export function sortReportRows(
  rows: readonly ReportRow[],
  sort: ReportSort | undefined,
  dir: SortDirection,
): ReportRow[] {
  if (!sort) return [...rows];
  const sign = dir === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (
      sign * (typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y))
    );
  });
}
