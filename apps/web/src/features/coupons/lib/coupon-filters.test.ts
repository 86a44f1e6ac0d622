import { describe, expect, it } from 'vitest';
import {
  type CouponFilters,
  couponListPayload,
  historyRange,
  pageAfterShrink,
  readCouponFilters,
  sellablePayload,
  toCouponApiDay,
  waitingPayload,
  writeCouponFilters,
} from './coupon-filters.ts';

const range = historyRange('2025-03-31', 30, 'Europe/Istanbul');
const read = (q: string) => readCouponFilters(new URLSearchParams(q), range);
const payload = (q: string) => couponListPayload(read(q), range);

describe('coupon history range', () => {
  it('offers coupons_day days up to today', () => {
    expect(range).toEqual({ earliest: '2025-03-01', today: '2025-03-31', timeZone: 'Europe/Istanbul' });
    expect(historyRange('2025-01-05', 7, 'UTC')).toMatchObject({
      earliest: '2024-12-29',
      today: '2025-01-05',
    });
  });

  it('never offers less than a day', () => {
    expect(historyRange('2025-03-31', 0, 'UTC').earliest).toBe('2025-03-30');
  });
});

describe('coupon filters in the address', () => {
  it('defaults to the whole history, all statuses and types, page 1', () => {
    expect(read('')).toEqual({ from: '2025-03-01', to: '2025-03-31', status: 'all', type: null, page: 1 });
  });

  it('reads days, status, type and page', () => {
    expect(read('from=2025-03-10&to=2025-03-20&status=won&type=4&page=3')).toEqual({
      from: '2025-03-10',
      to: '2025-03-20',
      status: 'won',
      type: 4,
      page: 3,
    });
  });

  it('keeps the days inside the offered history and in order', () => {
    expect(read('from=2024-01-01&to=2026-01-01')).toMatchObject({ from: '2025-03-01', to: '2025-03-31' });
    expect(read('from=2025-03-20&to=2025-03-10')).toMatchObject({ from: '2025-03-10', to: '2025-03-20' });
  });

  it('ignores malformed values', () => {
    expect(read('from=2025-02-30&to=x&status=paid&type=7&page=-1')).toEqual(read(''));
    expect(read('type=')).toMatchObject({ type: null });
    expect(read('type=0')).toMatchObject({ type: 0 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const defaults = read('');
    expect(writeCouponFilters(defaults, range).toString()).toBe('');
    const filters: CouponFilters = { from: '2025-03-05', to: '2025-03-31', status: 'sold', type: 0, page: 2 };
    const query = writeCouponFilters(filters, range);
    expect(query.toString()).toBe('from=2025-03-05&status=sold&type=0&page=2');
    expect(readCouponFilters(query, range)).toEqual(filters);
  });
});

describe('ucps payloads', () => {
  it('sends days as dd/MM/yyyy', () => {
    expect(toCouponApiDay('2025-03-07')).toBe('07/03/2025');
  });

  it('asks for pages of 25 with the offset in order', () => {
    expect(payload('')).toEqual({
      startDate: '01/03/2025',
      endDate: '31/03/2025',
      timezone: 'Europe/Istanbul',
      status: '',
      couponType: '',
      order: 0,
      limit: 25,
    });
    expect(payload('page=3&status=lost&type=1')).toMatchObject({
      status: -1,
      couponType: 1,
      order: 50,
      limit: 25,
    });
  });

  it('maps every status name to its code', () => {
    const codes = ['waiting', 'won', 'lost', 'cancelled', 'sold'].map(
      (status) => payload(`status=${status}`).status,
    );
    expect(codes).toEqual([0, 1, -1, -2, 2]);
  });

  it('counts waiting coupons with status 0, order 0 and limit 10', () => {
    expect(waitingPayload(range)).toEqual({
      startDate: '01/03/2025',
      endDate: '31/03/2025',
      timezone: 'Europe/Istanbul',
      status: 0,
      couponType: '',
      order: 0,
      limit: 10,
    });
  });

  it('lists only sellable open coupons for cash-out, 25 a page', () => {
    expect(sellablePayload(range, 1)).toEqual({
      startDate: '01/03/2025',
      endDate: '31/03/2025',
      timezone: 'Europe/Istanbul',
      status: 0,
      couponType: '',
      sellable: 1,
      order: 0,
      limit: 25,
    });
    expect(sellablePayload(range, 3)).toMatchObject({ order: 50, limit: 25 });
  });

  it('moves to the last page when the list shrank under the page shown', () => {
    expect(pageAfterShrink(1, 0)).toBeNull();
    expect(pageAfterShrink(2, 26)).toBeNull();
    expect(pageAfterShrink(3, 50)).toBe(2);
    expect(pageAfterShrink(4, 10)).toBe(1);
    expect(pageAfterShrink(2, 0)).toBe(1);
  });
});
