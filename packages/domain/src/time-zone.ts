// Calendar days and clock times in a player's time zone (IANA names, read through Intl).

/** The zone a day or a printed time is read in when the client names none (the site's home market). */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether Intl knows the zone ('Europe/Istanbul', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The date and time on a wall clock in that zone at that moment. */
export function wallClock(at: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** How far the zone's wall clock is ahead of UTC at that moment, in milliseconds. */
function offsetAt(at: number, zone: string): number {
  const w = wallClock(new Date(at), zone);
  const seconds = new Date(at).getUTCSeconds();
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, seconds);
  return asUtc - (at - (at % 1000));
}

/** The moment a calendar day begins in that zone (month 1-12). */
export function startOfDay(year: number, month: number, day: number, zone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(guess, zone);
  // Across an offset change the first guess is an hour off; the offset at the guess corrects it.
  return new Date(guess - offsetAt(first, zone));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy HH:mm' in that zone (spec 001: date display day.month hour:minute). */
export function formatDateTime(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${two(w.day)}.${two(w.month)}.${w.year} ${two(w.hour)}:${two(w.minute)}`;
}
