import { describe, expect, it } from 'vitest';
import { CHIP_IDS, dayChipLabel, dayOffset, listWindow, localMidnight, matchesWindow } from './time-chips.ts';

// 22 Nov 2026 14:30 in Istanbul (UTC+3 all year).
const now = new Date('2026-11-22T11:30:00.000Z');
const istanbul = 'Europe/Istanbul';

describe('time chips', () => {
  it('are All, 6 Hour, Today and five following days', () => {
    expect(CHIP_IDS).toEqual(['all', 'h6', 'd0', 'd1', 'd2', 'd3', 'd4', 'd5']);
    expect(dayOffset('d3')).toBe(3);
    expect(dayOffset('all')).toBeUndefined();
  });

  it('All leaves the window to the server (matches_day)', () => {
    expect(matchesWindow('all', now, istanbul)).toEqual({});
    expect(listWindow('all', now, istanbul)).toEqual({});
  });

  it('6 Hour asks for 360 minutes from now; the count calls get the same end as a date', () => {
    expect(matchesWindow('h6', now, istanbul)).toEqual({ startDate: now.toISOString(), addDate: 360 });
    expect(listWindow('h6', now, istanbul)).toEqual({
      startDate: now.toISOString(),
      endDate: '2026-11-22T17:30:00.000Z',
    });
  });

  it('Today is the whole local day', () => {
    expect(matchesWindow('d0', now, istanbul)).toEqual({
      startDate: '2026-11-21T21:00:00.000Z',
      endDate: '2026-11-22T21:00:00.000Z',
    });
  });

  it('a day chip is that local day, across a month end', () => {
    expect(matchesWindow('d9', new Date('2026-11-25T12:00:00Z'), istanbul)).toEqual({
      startDate: '2026-12-03T21:00:00.000Z',
      endDate: '2026-12-04T21:00:00.000Z',
    });
  });

  it('finds local midnight across a clock change (Berlin leaves summer time on 25 Oct 2026)', () => {
    const saturday = new Date('2026-10-24T10:00:00Z');
    expect(localMidnight(saturday, 1, 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(localMidnight(saturday, 2, 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('uses the player zone, not UTC, for the day (23:30 UTC is already tomorrow in Istanbul)', () => {
    const late = new Date('2026-11-22T23:30:00Z');
    expect(matchesWindow('d0', late, istanbul).startDate).toBe('2026-11-22T21:00:00.000Z');
    expect(matchesWindow('d0', late, 'UTC').startDate).toBe('2026-11-22T00:00:00.000Z');
  });

  it('labels a day with the short weekday and dd.MM', () => {
    expect(dayChipLabel(now, 1, 'en-GB', istanbul)).toBe('Mon 23.11');
    expect(dayChipLabel(now, 0, 'tr-TR', istanbul)).toBe('Paz 22.11');
  });
});
