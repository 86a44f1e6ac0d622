import { describe, expect, it } from 'vitest';
import { parseCallDate } from './call-schemas.ts';

// The sportsbook calls (sports, matches, results, ...) read their ranges with the calls' one day parser.
describe('parseCallDate', () => {
  it.each(['2026/06/01', '01/06/2026', '2026-06-01', '01.06.2026', '2026-06-01T00:00:00Z'])(
    'reads %s as the first instant of 1 June 2026 (UTC)',
    (text) => {
      expect(parseCallDate(text)?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    },
  );

  it('takes a time after the day, year first or day first', () => {
    expect(parseCallDate('2026/06/01 13:45')?.toISOString()).toBe('2026-06-01T13:45:00.000Z');
    expect(parseCallDate('01/06/2026 13:45:30')?.toISOString()).toBe('2026-06-01T13:45:30.000Z');
  });

  it('refuses days and times that do not exist', () => {
    for (const text of ['31/02/2026', '2026/13/01', '01/06/2026 24:00', 'tomorrow']) {
      expect(parseCallDate(text), text).toBeUndefined();
    }
  });
});
