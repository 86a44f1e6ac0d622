// The approval clock: how long a request has waited, read against a clock passed in so tests fix it.
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** Whole days, hours and minutes from `sinceIso` to `now`; nothing negative when clocks disagree. */
export function waitedFor(sinceIso: string, now: Date) {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / MINUTE));
  return { days: Math.floor(minutes / 1440), hours: Math.floor(minutes / 60) % 24, minutes: minutes % 60 };
}

/** The wait as the staff member reads it: "45 min", "2 h 5 min", "3 d 4 h". */
export function waitingAgeText(t: TFunction, sinceIso: string, now: Date): string {
  const { days, hours, minutes } = waitedFor(sinceIso, now);
  if (days > 0) return t('transfers.age.days', { days, hours });
  if (hours > 0) return t('transfers.age.hours', { hours, minutes });
  return t('transfers.age.minutes', { minutes });
}

/** The current time, moved on each minute so the clocks on screen keep counting. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
