import { describe, expect, it } from 'vitest';
import { callRange, parseCallDate } from './call-dates.ts';

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

describe('callRange', () => {
  it('reads one day as that whole day', () => {
    const range = callRange({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(range.from?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-11-25T21:00:00.000Z');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => callRange({ startDate: '26.11.2026', endDate: '25.11.2026' })).toThrow(
      expect.objectContaining({ key: 'dateRangeInvalid' }),
    );
  });
});
