// A call's date range as whole days in the player's zone (ucps, utrs, trfs and the sportsbook calls):
// a transaction at 22:30 UTC on 24.11 falls on 25.11 in Istanbul, and every call must say so alike.
import type { CalendarDay } from './calendar-day.ts';
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
