import type { TransactionsRequest } from '@bet/domain/api/wallet';
import { type DayRange, normalizeRange, toApiDay } from '../../../shared/lib/calendar-day.ts';
import { offsetOf, PAGE_SIZE, readPage } from '../../../shared/lib/paging.ts';

/** The tabs all / income / expense (spec 000 section 2.7). */
export const DIRECTIONS = ['all', 'income', 'expense'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The service filter: 0 every service, 1 sport, 4 live casino, 5 slots. */
export const SERVICES = [0, 1, 4, 5] as const;
export type Service = (typeof SERVICES)[number];

export type TransactionFilters = DayRange & { direction: Direction; service: Service; page: number };

const isDirection = (v: string | null): v is Direction =>
  (DIRECTIONS as readonly (string | null)[]).includes(v);

function readService(value: string | null): Service {
  const n = Number(value);
  return (SERVICES as readonly number[]).includes(n) ? (n as Service) : 0;
}

/** The filters a transactions URL holds; what is missing or malformed takes the default. */
export function readTransactionFilters(query: URLSearchParams, defaults: DayRange): TransactionFilters {
  const type = query.get('type');
  return {
    ...normalizeRange(query.get('from'), query.get('to'), defaults),
    direction: isDirection(type) ? type : 'all',
    service: readService(query.get('service')),
    page: readPage(query.get('page')),
  };
}

/** The URL query for filters; defaults (all, every service, page 1) are left out. */
export function writeTransactionFilters(filters: TransactionFilters): URLSearchParams {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.direction !== 'all') query.set('type', filters.direction);
  if (filters.service !== 0) query.set('service', String(filters.service));
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

const TRANSACTION_TYPE: Record<Direction, TransactionsRequest['transactionType']> = {
  all: '',
  income: 'a',
  expense: 'e',
};

/** The utrs payload of spec 000 section 7; the server reads the days in the player's zone, as the coupon list's. */
export function utrsPayload(filters: TransactionFilters, timeZone: string): TransactionsRequest {
  return {
    startDate: toApiDay(filters.from),
    endDate: toApiDay(filters.to),
    transactionType: TRANSACTION_TYPE[filters.direction],
    serviceType: filters.service,
    order: offsetOf(filters.page),
    limit: PAGE_SIZE,
    timezone: timeZone,
  };
}

/** The shown part of a transaction's type: only the text before an arrow (spec 000 section 3). */
export function transactionTypeText(type: string): string {
  return type.split(/->|=>|→/)[0]?.trim() ?? '';
}
