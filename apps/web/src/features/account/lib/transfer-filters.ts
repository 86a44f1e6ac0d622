import type { TransferRequestsRequest } from '@bet/domain/api/payments';
import { type DayRange, normalizeRange, toApiDay } from '../../../shared/lib/calendar-day.ts';
import { offsetOf, PAGE_SIZE, readPage } from '../../../shared/lib/paging.ts';

/** A transfer request's status: 0 waiting, 1 confirmed, 2 cancelled; '' in the filter means all. */
export const TRANSFER_STATUSES = [0, 1, 2] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export type StatusFilter = TransferStatus | '';

export type TransferFilters = DayRange & { status: StatusFilter; page: number };

export function readStatus(value: string | null | undefined): StatusFilter {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return (TRANSFER_STATUSES as readonly number[]).includes(n) ? (n as TransferStatus) : '';
}

/** The filters a transfer-requests URL holds; what is missing or malformed takes the default. */
export function readTransferFilters(query: URLSearchParams, defaults: DayRange): TransferFilters {
  return {
    ...normalizeRange(query.get('from'), query.get('to'), defaults),
    status: readStatus(query.get('status')),
    page: readPage(query.get('page')),
  };
}

/** The URL query for filters; all statuses and page 1 are left out. */
export function writeTransferFilters(filters: TransferFilters): URLSearchParams {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.status !== '') query.set('status', String(filters.status));
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** The trfs payload of spec 000 section 7; the server reads the days in the player's zone, as the coupon list's. */
export function trfsPayload(filters: TransferFilters, timeZone: string): TransferRequestsRequest {
  return {
    startDate: toApiDay(filters.from),
    endDate: toApiDay(filters.to),
    status: filters.status,
    order: offsetOf(filters.page),
    limit: PAGE_SIZE,
    timezone: timeZone,
  };
}
