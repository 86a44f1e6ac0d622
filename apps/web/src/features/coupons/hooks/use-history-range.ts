import { useMemo } from 'react';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { dayIn } from '../../../shared/lib/calendar-day.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { type HistoryRange, historyRange } from '../lib/coupon-filters.ts';

/** The coupon history the site offers (coupons_day days up to today, in the player's time zone). */
export function useHistoryRange(): HistoryRange {
  const { coupons_day } = useSiteSettings();
  const timeZone = currentTimeZone();
  const today = dayIn(new Date(), timeZone);
  // Keyed by the day, so the queries built from it stay the same all day.
  return useMemo(() => historyRange(today, coupons_day, timeZone), [today, coupons_day, timeZone]);
}
