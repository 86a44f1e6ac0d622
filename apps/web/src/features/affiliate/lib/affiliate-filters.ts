// The affiliate page's filters in the URL (?y=2026&m=11&w=2&tab=coupons&p=3), so a reload or a
// shared address shows the same view. Month 0 is the whole year, week 0 the whole month.
import { type DayRange, filterRange } from '@bet/domain/affiliates/filters';
import { readPage } from '../../../shared/lib/paging.ts';
import type { ReferredTab } from '../api/referred-lists.ts';

export type AffiliateFilters = { year: number; month: number; week: number; tab: ReferredTab; page: number };

const TABS: readonly ReferredTab[] = ['users', 'movements', 'coupons'];
const whole = (value: string | null, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max && value !== null ? n : fallback;
};

/** The filters in the URL, within the offered years; the current month by default. */
export function readAffiliateFilters(
  query: URLSearchParams,
  years: readonly number[],
  today: { year: number; month: number },
): AffiliateFilters {
  const year = whole(query.get('y'), 1970, 9999, today.year);
  const tab = query.get('tab') as ReferredTab;
  return {
    year: years.includes(year) ? year : today.year,
    month: whole(query.get('m'), 0, 12, today.month),
    week: whole(query.get('w'), 0, 6, 0),
    tab: TABS.includes(tab) ? tab : 'users',
    page: readPage(query.get('p')),
  };
}

export function writeAffiliateFilters(f: AffiliateFilters): URLSearchParams {
  const params = new URLSearchParams({
    y: String(f.year),
    m: String(f.month),
    w: String(f.week),
    tab: f.tab,
  });
  if (f.page > 1) params.set('p', String(f.page));
  return params;
}

/** The days the filters cover, as the calls take them. */
export const rangeOf = (f: AffiliateFilters): DayRange =>
  filterRange(f.year, f.month === 0 ? undefined : f.month, f.week === 0 ? undefined : f.week);
