import { useMemo } from 'react';
import { type DayRange, dayIn, lastSevenDays } from '../../../shared/lib/calendar-day.ts';
import { useTimeZone } from './use-time-zone.ts';

/** Today and the default search range (the last seven days), in the player's time zone. */
export function useDefaultRange(): { today: string; defaults: DayRange } {
  const [timeZone] = useTimeZone();
  const today = dayIn(new Date(), timeZone);
  // Keyed by the day, so the range (and the query built from it) stays the same all day.
  const defaults = useMemo(() => lastSevenDays(new Date(`${today}T12:00:00Z`), 'UTC'), [today]);
  return { today, defaults };
}
