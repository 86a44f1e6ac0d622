import { knownTimeZone } from '../../../shared/lib/calendar-day.ts';

/** The cookie holding the player's chosen time zone; absent means automatic (the device's). */
export const TIMEZONE_COOKIE = 'timezone';
export const TIMEZONE_COOKIE_DAYS = 365;

/** The IANA zones the browser knows, with UTC, sorted. */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, 'UTC'])].sort();
}

/** The zone's offset from UTC at an instant, as 'GMT+03:00' (GMT+00:00 for UTC itself). */
export function offsetLabel(timeZone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return !name || name === 'GMT' ? 'GMT+00:00' : name;
  } catch {
    return '';
  }
}

/** 'America/Argentina/Buenos_Aires' as people read it: 'America / Argentina / Buenos Aires'. */
export const zoneLabel = (timeZone: string): string => timeZone.replaceAll('_', ' ').replaceAll('/', ' / ');

export type ZoneEntry = { zone: string; label: string; offset: string };

/** Every zone with its label and current offset, for the picker. */
export function zoneEntries(zones: readonly string[], at: Date): ZoneEntry[] {
  return zones.map((zone) => ({ zone, label: zoneLabel(zone), offset: offsetLabel(zone, at) }));
}

const fold = (text: string) => text.toLocaleLowerCase('en').replaceAll('_', ' ').replace(/\s+/g, ' ').trim();

/** The entries whose name or offset contains the search text ('istanbul', 'new york', '+03'). */
export function searchZones(entries: readonly ZoneEntry[], search: string): ZoneEntry[] {
  const needle = fold(search);
  if (!needle) return [...entries];
  return entries.filter((e) => fold(e.zone).includes(needle) || e.offset.toLowerCase().includes(needle));
}

/** The stored choice when the runtime knows it; anything else counts as automatic. */
export const chosenTimeZone = (cookie: string | undefined): string | undefined => knownTimeZone(cookie);

/** The zone the device itself uses. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
