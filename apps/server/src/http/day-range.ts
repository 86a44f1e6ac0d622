// How the player's list calls read their date range (its fields: dayRangeFields in the shared
// contracts): whole days in the zone the client names (the player's, from their settings), else the
// site's, and one refusal for a reversed range.

import type { CalendarDay } from '@bet/domain/calendar-day';
import { type DayWindow, dayWindow, isReversed } from '@bet/domain/day-range';
import { DEFAULT_TIME_ZONE } from '@bet/domain/time-zone';
import { badRequest } from './errors.ts';

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
