import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isCalendarDay, lastSevenDays, normalizeRange, toApiDay } from './calendar-day.ts';

describe('calendar days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026/02/28')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });

  it('finds the day of an instant in the chosen time zone', () => {
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-03-01');
    expect(dayIn(lateEvening, 'Europe/Istanbul')).toBe('2026-03-02');
    expect(dayIn(lateEvening, 'America/New_York')).toBe('2026-03-01');
  });

  it('ignores a time zone the runtime does not know', () => {
    expect(dayIn(new Date('2026-03-01T12:00:00Z'), 'Mars/Olympus')).toMatch(/^2026-03-0[12]$/);
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
  });

  it('defaults the search to the last seven days up to today', () => {
    expect(lastSevenDays(new Date('2026-03-05T10:00:00Z'), 'UTC')).toEqual({
      from: '2026-02-26',
      to: '2026-03-05',
    });
  });

  it('falls back for malformed days and puts the earlier day first', () => {
    const fallback = { from: '2026-01-01', to: '2026-01-08' };
    expect(normalizeRange('nonsense', '2026-01-05', fallback)).toEqual({
      from: '2026-01-01',
      to: '2026-01-05',
    });
    expect(normalizeRange('2026-02-10', '2026-02-01', fallback)).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
    expect(normalizeRange(null, undefined, fallback)).toEqual(fallback);
  });

  it('writes days with slashes for the server', () => {
    expect(toApiDay('2026-03-05')).toBe('2026/03/05');
  });
});
