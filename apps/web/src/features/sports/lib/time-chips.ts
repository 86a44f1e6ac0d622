// The time chips of the prematch lists (spec 001 sections 2 and 9): All, 6 Hour, Today and the next days.
import { dateParts } from '../../../shared/format/format.ts';

/** A window the list calls understand (sports, categories, tournaments): ISO 8601 bounds. */
export type ListWindow = { startDate?: string; endDate?: string };
/** The matches call's window: the same bounds, or minutes after the start (addDate). */
export type TimeWindow = ListWindow & { addDate?: number };

/** all, h6, or d<n>: the local day n days from today (d0 is Today). */
export type ChipId = 'all' | 'h6' | `d${number}`;

/** Day chips after Today. */
export const FOLLOWING_DAYS = 5;
export const SIX_HOURS_MINUTES = 360;
const MINUTE_MS = 60_000;

/** The chips in display order. */
export const CHIP_IDS: readonly ChipId[] = [
  'all',
  'h6',
  ...Array.from({ length: FOLLOWING_DAYS + 1 }, (_, n): ChipId => `d${n}`),
];

export const dayOffset = (chip: ChipId): number | undefined =>
  chip.startsWith('d') ? Number(chip.slice(1)) : undefined;

/** Milliseconds the zone's clock is ahead of UTC at the instant. */
function zoneOffset(at: number, timeZone: string): number {
  const p = dateParts(new Date(at), timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant the zone's local day starts, `days` days after the day holding `now`. */
export function localMidnight(now: Date, days: number, timeZone: string): Date {
  const p = dateParts(now, timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day + days);
  // The offset at the guess, then again at the result, in case a clock change lies between.
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone));
}

/**
 * The chip's window for the matches call: All asks for the server's own window (matches_day),
 * 6 Hour the next 360 minutes, a day chip that whole local day.
 */
export function matchesWindow(chip: ChipId, now: Date, timeZone: string): TimeWindow {
  if (chip === 'all') return {};
  if (chip === 'h6') return { startDate: now.toISOString(), addDate: SIX_HOURS_MINUTES };
  const days = dayOffset(chip) ?? 0;
  return {
    startDate: localMidnight(now, days, timeZone).toISOString(),
    endDate: localMidnight(now, days + 1, timeZone).toISOString(),
  };
}

/** The same window for the count calls, which take only start and end dates. */
export function listWindow(chip: ChipId, now: Date, timeZone: string): ListWindow {
  const { addDate, ...window } = matchesWindow(chip, now, timeZone);
  if (addDate === undefined) return window;
  return { ...window, endDate: new Date(now.getTime() + addDate * MINUTE_MS).toISOString() };
}

/** A day chip's label: the short weekday and dd.MM of that local day. */
export function dayChipLabel(now: Date, days: number, locale: string, timeZone: string): string {
  const day = localMidnight(now, days, timeZone);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }).format(day);
  const p = dateParts(day, timeZone);
  return `${weekday} ${p.day}.${p.month}`;
}
