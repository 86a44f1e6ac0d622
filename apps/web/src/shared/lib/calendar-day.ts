// Calendar days as the date inputs hold them ('YYYY-MM-DD'); the server reads yyyy/mm/dd.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The time zone when the runtime knows it, else undefined (the device's own). */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar day an instant falls on in a time zone (the device's when none is given). */
export function dayIn(instant: Date, timeZone?: string): string {
  const zone = knownTimeZone(timeZone);
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type DayRange = { from: string; to: string };

/** The search panels' default: the last seven days up to today. */
export function lastSevenDays(now: Date, timeZone?: string): DayRange {
  const today = dayIn(now, timeZone);
  return { from: addDays(today, -7), to: today };
}

/** A range the server accepts: both days valid (else the default's), the earlier one first. */
export function normalizeRange(from: unknown, to: unknown, fallback: DayRange): DayRange {
  const start = isCalendarDay(from) ? from : fallback.from;
  const end = isCalendarDay(to) ? to : fallback.to;
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** The day as the spec's client sends it: yyyy/mm/dd. */
export const toApiDay = (day: string): string => day.replaceAll('-', '/');
