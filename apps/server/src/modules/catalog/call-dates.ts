// The sportsbook calls' date ranges (sports, categories, tournaments, matches, lives3, matchResults)
// read like every other call's: a bare day is the whole day in the player's zone, the end day shown
// whole, and a range that ends before it starts is refused.

import { text } from '@bet/domain/api/fields';
import { parseCalendarDay } from '@bet/domain/calendar-day';
import { type DayWindow, dayStartIn } from '@bet/domain/day-range';
import { refuseReversed, zoneOf } from '../../http/day-range.ts';

const DAY_AND_TIME = /^(\S+?)(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Which end of a range a date is: a bare end day reaches to the next day's start. */
type Bound = 'start' | 'end';

/**
 * A date as ISO 8601, or a calendar day year first or day first (parseCalendarDay), optionally
 * followed by ' HH:mm' or ' HH:mm:ss' on the zone's wall clock.
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

/** A call's date field; '' means none. The zone does not decide whether a date reads. */
export const callDate = text(40).refine((s) => s === '' || parseCallDate(s, 'UTC') !== undefined, {
  message: 'invalidDate',
});

export type CallRange = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  timezone?: string | undefined;
};

/** The body's [from, to) in its zone; refused with dateRangeInvalid when it ends before it starts. */
export function callRange(body: CallRange): DayWindow {
  const zone = zoneOf(body);
  const from = parseCallDate(body.startDate, zone);
  const to = parseCallDate(body.endDate, zone, 'end');
  return refuseReversed({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
}
