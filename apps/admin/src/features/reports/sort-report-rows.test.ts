import type { ReportRow } from '@bet/domain/api/admin/reports';
import { describe, expect, it } from 'vitest';
import { sortReportRows } from './sort-report-rows.ts';

const row = (userId: number, username: string, ggr: number): ReportRow => ({
  userId,
  username,
  role: 'dealer',
  accounts: 1,
  stakes: 0,
  payouts: 0,
  refunds: 0,
  deposits: 0,
  withdrawals: 0,
  ggr,
  openStakes: 0,
  coupons: 0,
  commissionRate: null,
  commission: null,
});
const rows = [row(1, 'zeki', 500), row(2, 'ali', -200), row(3, 'mert', 100)];
const ids = (sorted: ReportRow[]) => sorted.map((r) => r.userId);

describe('sortReportRows', () => {
  it('keeps the server’s order when unsorted', () => {
    expect(ids(sortReportRows(rows, undefined, 'asc'))).toEqual([1, 2, 3]);
  });

  it('sorts figures as numbers, losses first ascending', () => {
    expect(ids(sortReportRows(rows, 'ggr', 'asc'))).toEqual([2, 3, 1]);
    expect(ids(sortReportRows(rows, 'ggr', 'desc'))).toEqual([1, 3, 2]);
  });

  it('puts rows without a commission last, whichever the direction', () => {
    const dealers = [
      { ...row(4, 'bayi', 0), commissionRate: 1000, commission: 300 },
      { ...row(5, 'alt', 0), commissionRate: 500, commission: 0 },
    ];
    const mixed = [row(1, 'zeki', 0), ...dealers];
    expect(ids(sortReportRows(mixed, 'commission', 'asc'))).toEqual([5, 4, 1]);
    expect(ids(sortReportRows(mixed, 'commission', 'desc'))).toEqual([4, 5, 1]);
  });

  it('sorts names as text', () => {
    expect(ids(sortReportRows(rows, 'username', 'asc'))).toEqual([2, 3, 1]);
  });
});
