import { describe, expect, it } from 'vitest';
import {
  chosenTimeZone,
  listTimeZones,
  offsetLabel,
  searchZones,
  zoneEntries,
  zoneLabel,
} from './time-zones.ts';

const winter = new Date('2026-01-15T12:00:00Z');

describe('time zones', () => {
  it('lists the IANA zones with UTC, sorted', () => {
    const zones = listTimeZones();
    expect(zones).toContain('Europe/Istanbul');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });

  it('shows the current offset', () => {
    expect(offsetLabel('Europe/Istanbul', winter)).toBe('GMT+03:00');
    expect(offsetLabel('Asia/Kolkata', winter)).toBe('GMT+05:30');
    expect(offsetLabel('UTC', winter)).toBe('GMT+00:00');
    expect(offsetLabel('America/New_York', winter)).toBe('GMT-05:00');
    expect(offsetLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('GMT-04:00');
  });

  it('searches by name, with spaces for underscores, or by offset', () => {
    const entries = zoneEntries(['America/New_York', 'Europe/Istanbul', 'Asia/Kolkata'], winter);
    expect(searchZones(entries, 'new york').map((e) => e.zone)).toEqual(['America/New_York']);
    expect(searchZones(entries, 'ISTANBUL').map((e) => e.zone)).toEqual(['Europe/Istanbul']);
    expect(searchZones(entries, '+05:30').map((e) => e.zone)).toEqual(['Asia/Kolkata']);
    expect(searchZones(entries, '  ')).toHaveLength(3);
  });

  it('labels zones for reading', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });

  it('treats an unknown stored zone as automatic', () => {
    expect(chosenTimeZone('Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(chosenTimeZone('Nowhere/Land')).toBeUndefined();
    expect(chosenTimeZone(undefined)).toBeUndefined();
  });
});
