import { describe, expect, it } from 'vitest';
import { dayWindow, isReversed, parseCallDate } from './day-range.ts';

const day = (d: number) => ({ year: 2026, month: 11, day: d });

describe('dayWindow', () => {
  it('reads the days whole in the zone, the end day included', () => {
    const window = dayWindow(day(25), day(25), 'Europe/Istanbul');
    expect(window.from?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(window.to?.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(isReversed(window)).toBe(false);
  });

  it('leaves an end open when the range names none', () => {
    expect(dayWindow(undefined, day(24), 'UTC')).toEqual({ to: new Date('2026-11-25T00:00:00Z') });
    expect(dayWindow(undefined, undefined, 'UTC')).toEqual({});
  });

  it('finds a range that ends the day before it starts reversed', () => {
    expect(isReversed(dayWindow(day(26), day(25), 'Europe/Istanbul'))).toBe(true);
  });
});

// The sportsbook calls (sports, matches, results, ...) read their ranges with the calls' one day parser.
describe('parseCallDate', () => {
  it.each(['2026/06/01', '01/06/2026', '2026-06-01', '01.06.2026', '2026-06-01T00:00:00Z'])(
    'reads %s as the first instant of 1 June 2026 in UTC',
    (text) => {
      expect(parseCallDate(text, 'UTC')?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    },
  );

  it('reads a bare day in the zone, an end day up to the next one', () => {
    expect(parseCallDate('25.11.2026', 'Europe/Istanbul')?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(parseCallDate('25.11.2026', 'Europe/Istanbul', 'end')?.toISOString()).toBe(
      '2026-11-25T21:00:00.000Z',
    );
  });

  it('takes a time after the day on the zone wall clock, year first or day first', () => {
    expect(parseCallDate('2026/06/01 13:45', 'UTC')?.toISOString()).toBe('2026-06-01T13:45:00.000Z');
    expect(parseCallDate('01/06/2026 13:45:30', 'Europe/Istanbul')?.toISOString()).toBe(
      '2026-06-01T10:45:30.000Z',
    );
  });

  it('refuses days and times that do not exist', () => {
    for (const text of ['31/02/2026', '2026/13/01', '01/06/2026 24:00', 'tomorrow']) {
      expect(parseCallDate(text, 'UTC'), text).toBeUndefined();
    }
  });
});
