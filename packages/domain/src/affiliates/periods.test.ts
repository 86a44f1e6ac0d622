import { describe, expect, it } from 'vitest';
import { filterRange, weeksOfMonth } from './filters.ts';
import { affiliateYears, closedPeriodsBetween, MONTHLY, nextPeriod, periodOf, WEEKLY } from './periods.ts';

const IST = 'Europe/Istanbul';
const BERLIN = 'Europe/Berlin';
const iso = (p: { id: string; start: Date; end: Date }) => [p.id, p.start.toISOString(), p.end.toISOString()];

describe('monthly periods', () => {
  it('close at 21:00 Istanbul on the last day of the month', () => {
    expect(iso(periodOf(new Date('2026-11-30T17:59:59Z'), MONTHLY, IST))).toEqual([
      '2026-11',
      '2026-10-31T18:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
    expect(iso(periodOf(new Date('2026-11-30T18:00:00Z'), MONTHLY, IST))).toEqual([
      '2026-12',
      '2026-11-30T18:00:00.000Z',
      '2026-12-31T18:00:00.000Z',
    ]);
  });

  it('cross the year end', () => {
    expect(periodOf(new Date('2026-12-31T18:00:00Z'), MONTHLY, IST).id).toBe('2027-01');
    expect(periodOf(new Date('2026-12-31T17:00:00Z'), MONTHLY, IST).id).toBe('2026-12');
  });

  it('keep 21:00 on the wall clock when summer time starts on the last day (Berlin, 31.03.2024)', () => {
    const march = periodOf(new Date('2024-03-15T12:00:00Z'), MONTHLY, BERLIN);
    // February closes at 21:00 CET (UTC+1), March at 21:00 CEST (UTC+2).
    expect(iso(march)).toEqual(['2024-03', '2024-02-29T20:00:00.000Z', '2024-03-31T19:00:00.000Z']);
    expect(nextPeriod(march, MONTHLY, BERLIN).start).toEqual(march.end);
  });

  it('honour another cut-off time', () => {
    expect(periodOf(new Date('2026-11-30T20:00:00Z'), MONTHLY, IST, '23:30').end.toISOString()).toBe(
      '2026-11-30T20:30:00.000Z',
    );
  });
});

describe('weekly periods', () => {
  it('run Monday 00:00 to the next Monday across a month end', () => {
    expect(iso(periodOf(new Date('2026-12-02T10:00:00Z'), WEEKLY, IST))).toEqual([
      '2026-W49',
      '2026-11-29T21:00:00.000Z',
      '2026-12-06T21:00:00.000Z',
    ]);
    expect(periodOf(new Date('2026-11-29T20:59:59Z'), WEEKLY, IST).id).toBe('2026-W48');
  });

  it('last 7 days and an hour in the week summer time ends (Berlin, 27.10.2024)', () => {
    const week = periodOf(new Date('2024-10-24T12:00:00Z'), WEEKLY, BERLIN);
    expect(iso(week)).toEqual(['2024-W43', '2024-10-20T22:00:00.000Z', '2024-10-27T23:00:00.000Z']);
    expect(nextPeriod(week, WEEKLY, BERLIN).id).toBe('2024-W44');
  });

  it('number the weeks by ISO week-year at the turn of the year', () => {
    expect(periodOf(new Date('2026-12-30T12:00:00Z'), WEEKLY, IST).id).toBe('2026-W53');
    expect(periodOf(new Date('2027-01-04T12:00:00Z'), WEEKLY, IST).id).toBe('2027-W01');
  });
});

describe('closed periods', () => {
  it('lists every period that ended by now, oldest first, and none still open', () => {
    const ids = closedPeriodsBetween(
      new Date('2026-09-10T00:00:00Z'),
      new Date('2026-11-30T18:00:00Z'),
      MONTHLY,
      IST,
    ).map((p) => p.id);
    expect(ids).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(
      closedPeriodsBetween(new Date('2026-11-10T00:00:00Z'), new Date('2026-11-30T17:59:00Z'), MONTHLY, IST),
    ).toEqual([]);
  });
});

describe('filters', () => {
  it('offer the current year and the 3 before, in the site zone', () => {
    expect(affiliateYears(new Date('2026-12-31T21:30:00Z'), IST)).toEqual([2027, 2026, 2025, 2024]);
    expect(affiliateYears(new Date('2026-06-01T00:00:00Z'), IST)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('split a month into Monday weeks and give the day range of a choice', () => {
    expect(weeksOfMonth(2026, 12)).toEqual([
      [1, 6],
      [7, 13],
      [14, 20],
      [21, 27],
      [28, 31],
    ]);
    expect(filterRange(2026)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(filterRange(2024, 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(filterRange(2026, 12, 5)).toEqual({ startDate: '2026-12-28', endDate: '2026-12-31' });
  });
});
