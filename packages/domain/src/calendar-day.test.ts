import { describe, expect, it } from 'vitest';
import { parseCalendarDay } from './calendar-day.ts';

describe('parseCalendarDay', () => {
  it.each([
    '2026/06/01',
    '2026-06-01',
    '2026.06.01',
    '01/06/2026',
    '01-06-2026',
    '01.06.2026',
    '1/6/2026',
    ' 2026/6/1 ',
  ])('reads %s as 1 June 2026, year first or day first', (text) => {
    expect(parseCalendarDay(text)).toEqual({ year: 2026, month: 6, day: 1 });
  });

  it.each(['2026/13/01', '2026/02/30', '31/02/2026', '2026/06-01', '06/01', '2026-06-01T00:00', '', 'today'])(
    'refuses %s',
    (text) => {
      expect(parseCalendarDay(text)).toBeNull();
    },
  );

  it('a leap day exists only in a leap year', () => {
    expect(parseCalendarDay('29/02/2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDay('2027/02/29')).toBeNull();
  });
});
