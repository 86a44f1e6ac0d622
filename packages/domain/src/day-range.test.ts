import { describe, expect, it } from 'vitest';
import { dayWindow, isReversed } from './day-range.ts';

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
