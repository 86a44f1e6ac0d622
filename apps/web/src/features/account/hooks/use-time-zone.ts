import { useCallback, useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../../../shared/cookies.ts';
import { chosenTimeZone, TIMEZONE_COOKIE, TIMEZONE_COOKIE_DAYS } from '../lib/time-zones.ts';

// The cookie changes only through setTimeZone, which tells the subscribed pages.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => readCookie(TIMEZONE_COOKIE) ?? '';

/** Stores the player's time zone (365 days); undefined means automatic and deletes the cookie. */
export function setTimeZone(zone: string | undefined): void {
  if (zone) writeCookie(TIMEZONE_COOKIE, zone, TIMEZONE_COOKIE_DAYS);
  else writeCookie(TIMEZONE_COOKIE, '', -1);
  for (const listener of listeners) listener();
}

/** The chosen time zone, or undefined for automatic (the device's); and its setter. */
export function useTimeZone(): [string | undefined, (zone: string | undefined) => void] {
  const cookie = useSyncExternalStore(subscribe, snapshot, () => '');
  return [chosenTimeZone(cookie || undefined), useCallback(setTimeZone, [])];
}
