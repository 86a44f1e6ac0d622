// A call's date range as whole days in the player's zone (ucps, utrs, trfs and the sportsbook calls):
// a transaction at 22:30 UTC on 24.11 falls on 25.11 in Istanbul, and every call must say so alike.
import { type CalendarDay, parseCalendarDay } from './calendar-day.ts';
import { startOfDay } from './time-zone.ts';

/** [from, to): either end open when the range names none. */
export type DayWindow = { from?: Date; to?: Date };

/** The moment the day begins in that zone, or `plusDays` later (the next day's for an end day). */
export const dayStartIn = (day: CalendarDay, zone: string, plusDays = 0): Date =>
  startOfDay(day.year, day.month, day.day + plusDays, zone);

/** Whether a window ends where or before it starts: a range given the wrong way round. */
export const isReversed = ({ from, to }: DayWindow): boolean =>
  from !== undefined && to !== undefined && from.getTime() >= to.getTime();

/** The window of the days in that zone, the end day shown whole. */
export const dayWindow = (
  start: CalendarDay | undefined,
  end: CalendarDay | undefined,
  zone: string,
): DayWindow => ({
  ...(start ? { from: dayStartIn(start, zone) } : {}),
  ...(end ? { to: dayStartIn(end, zone, 1) } : {}),
});

const DAY_AND_TIME = /^(\S+?)(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Which end of a range a date is: a bare end day reaches to the next day's start. */
type Bound = 'start' | 'end';

/**
 * A sportsbook call's date as ISO 8601, or a calendar day year first or day first (parseCalendarDay),
 * optionally followed by ' HH:mm' or ' HH:mm:ss' on the zone's wall clock.
 */
export function parseCallDate(s: string | undefined, zone: string, bound: Bound = 'start'): Date | undefined {
  if (!s) return undefined;
  const parts = DAY_AND_TIME.exec(s.trim());
  const day = parts?.[1] ? parseCalendarDay(parts[1]) : null;
  if (day && parts) {
    if (parts[2] === undefined) return dayStartIn(day, zone, bound === 'end' ? 1 : 0);
    const [hours, minutes, seconds] = [Number(parts[2]), Number(parts[3]), Number(parts[4] ?? 0)];
    if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
    return new Date(dayStartIn(day, zone).getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
  }
  const ms = Date.parse(s);
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}
