// The coupon list's search (spec 001 sections 2 and 4): tabs, dates, status and type in the URL, and the ucps payload.
import type { CouponListRequest, CouponTypeFilter } from '@bet/domain/api/betting';
import type { CouponStatus } from '@bet/domain/betting/types';
import { addDays, isCalendarDay } from '../../../shared/lib/calendar-day.ts';
import { offsetOf, pageCount, readPage } from '../../../shared/lib/paging.ts';

/** ucps with the zone the server reads the days in (the player's). */
export type UcpsPayload = CouponListRequest & { timezone: string };

/** The coupons page shows 25 coupons a page (spec 001 section 9). */
export const COUPON_PAGE_SIZE = 25;

/** Status names, in the search form's order; the first four are the tabs. */
export const STATUS_KEYS = ['all', 'waiting', 'won', 'lost', 'cancelled', 'sold'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];
export const STATUS_TABS = STATUS_KEYS.slice(0, 4);

type CouponStatusKey = Exclude<StatusKey, 'all'>;

const STATUS_CODE: Record<CouponStatusKey, CouponStatus> = {
  waiting: 0,
  won: 1,
  lost: -1,
  cancelled: -2,
  sold: 2,
};

/** Type filter codes: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export const TYPE_CODES = [0, 1, 2, 3, 4] as const satisfies readonly CouponTypeFilter[];
export const TYPE_NAMES: Record<CouponTypeFilter, 'combine' | 'system' | 'multiple' | 'single' | 'live'> = {
  0: 'combine',
  1: 'system',
  2: 'multiple',
  3: 'single',
  4: 'live',
};

/** The days a search may cover: the history the site offers (coupons_day) up to today, in the player's zone. */
export type HistoryRange = { earliest: string; today: string; timeZone: string };

export type CouponFilters = {
  from: string;
  to: string;
  status: StatusKey;
  type: CouponTypeFilter | null;
  page: number;
};

/** The offered range: today and the coupons_day days before it; the server reads the days in timeZone. */
export const historyRange = (today: string, couponsDay: number, timeZone: string): HistoryRange => ({
  earliest: addDays(today, -Math.max(1, couponsDay)),
  today,
  timeZone,
});

const clampDay = (value: string | null, fallback: string, range: HistoryRange): string => {
  if (!isCalendarDay(value)) return fallback;
  if (value < range.earliest) return range.earliest;
  return value > range.today ? range.today : value;
};

const isStatusKey = (value: string | null): value is StatusKey =>
  (STATUS_KEYS as readonly (string | null)[]).includes(value);

function readType(value: string | null): CouponTypeFilter | null {
  if (value === null || value === '') return null;
  const code = Number(value);
  return (TYPE_CODES as readonly number[]).includes(code) ? (code as CouponTypeFilter) : null;
}

/** The filters a coupons URL holds; missing or malformed parts take the defaults (the whole history, all). */
export function readCouponFilters(query: URLSearchParams, range: HistoryRange): CouponFilters {
  const status = query.get('status');
  const from = clampDay(query.get('from'), range.earliest, range);
  const to = clampDay(query.get('to'), range.today, range);
  return {
    ...(from <= to ? { from, to } : { from: to, to: from }),
    status: isStatusKey(status) ? status : 'all',
    type: readType(query.get('type')),
    page: readPage(query.get('page')),
  };
}

/** The URL query of the filters; what equals the default is left out. */
export function writeCouponFilters(filters: CouponFilters, range: HistoryRange): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.from !== range.earliest) query.set('from', filters.from);
  if (filters.to !== range.today) query.set('to', filters.to);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.type !== null) query.set('type', String(filters.type));
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** A calendar day (YYYY-MM-DD) as the coupon search sends it: dd/MM/yyyy. */
export function toCouponApiDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** ucps for one page of the coupons page. */
export function couponListPayload(filters: CouponFilters, range: HistoryRange): UcpsPayload {
  return {
    startDate: toCouponApiDay(filters.from),
    endDate: toCouponApiDay(filters.to),
    timezone: range.timeZone,
    status: filters.status === 'all' ? '' : STATUS_CODE[filters.status],
    couponType: filters.type ?? '',
    order: offsetOf(filters.page, COUPON_PAGE_SIZE),
    limit: COUPON_PAGE_SIZE,
  };
}

/** The waiting-coupon count asks for the open coupons of the history, 10 at most (spec 001 section 7). */
export const WAITING_LIMIT = 10;

export function waitingPayload(range: HistoryRange): UcpsPayload {
  return {
    startDate: toCouponApiDay(range.earliest),
    endDate: toCouponApiDay(range.today),
    timezone: range.timeZone,
    status: 0,
    couponType: '',
    order: 0,
    limit: WAITING_LIMIT,
  };
}

/** One page of the open coupons that can be sold now (the compact list, the cash-out page), 25 a page. */
export function sellablePayload(range: HistoryRange, page: number): UcpsPayload {
  return {
    ...waitingPayload(range),
    sellable: 1,
    order: offsetOf(page, COUPON_PAGE_SIZE),
    limit: COUPON_PAGE_SIZE,
  };
}

/**
 * The last page, when `page` lies past it (coupons were sold or closed since the pager was drawn);
 * null when `page` is still there to show.
 */
export function pageAfterShrink(page: number, total: number): number | null {
  const last = pageCount(total, COUPON_PAGE_SIZE);
  return page > last ? last : null;
}
