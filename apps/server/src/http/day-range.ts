// The date range fields of the player's list calls and how they read: whole days in the zone the
// client names (the player's, from their settings), else the site's, and one refusal for a reversed range.

import { optionalDay, text } from '@bet/domain/api/fields';
import type { CalendarDay } from '@bet/domain/calendar-day';
import { type DayWindow, dayWindow, isReversed } from '@bet/domain/day-range';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@bet/domain/time-zone';
import { badRequest } from './errors.ts';

/** An IANA zone name Intl knows ('Europe/Istanbul', 'UTC'). */
export const timeZone = text(64).refine(isTimeZone, 'invalidInput');

/** startDate, endDate (any day format parseCalendarDay takes) and the zone they are read in. */
export const dayRangeFields = { startDate: optionalDay, endDate: optionalDay, timezone: timeZone.optional() };

export type DayRangeInput = {
  startDate?: CalendarDay | undefined;
  endDate?: CalendarDay | undefined;
  timezone?: string | undefined;
};

/** The zone a call's days are read in. */
export const zoneOf = (input: { timezone?: string | undefined }): string =>
  input.timezone ?? DEFAULT_TIME_ZONE;

/** Refuses a window that ends where or before it starts with dateRangeInvalid. */
export function refuseReversed<T extends DayWindow>(window: T): T {
  if (isReversed(window)) throw badRequest('dateRangeInvalid');
  return window;
}

/** The call's days as [from, to) in its zone, the end day whole; refused when reversed. */
export const dayRangeOf = (input: DayRangeInput): DayWindow =>
  refuseReversed(dayWindow(input.startDate, input.endDate, zoneOf(input)));
