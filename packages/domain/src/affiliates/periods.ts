// Affiliate revenue-share periods (spec 002 §4): monthly periods close at the cut-off time (21:00 by
// default) on the last day of each month, weekly ones run Monday 00:00 to the next Monday, both on
// the site's wall clock. Boundaries are computed from wall-clock dates, so DST changes never shift them.
import { wallClock } from '../time-zone.ts';

/** 0 monthly, 1 weekly, as the spec's affiliates call answers `cutoff`. */
export type Cutoff = 0 | 1;
export const MONTHLY: Cutoff = 0;
export const WEEKLY: Cutoff = 1;

/** One period: [start, end) and an id unique per affiliate ('2026-11' monthly, '2026-W48' weekly). */
export type Period = { id: string; start: Date; end: Date };

const two = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/** The moment the zone's wall clock shows that date and time (a time skipped by DST lands after it). */
export function wallTimeAt(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  zone: string,
): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let at = wanted;
  // Two corrections settle it: the offset at the first guess may differ from the one at the answer.
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(at), zone);
    at += wanted - Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  }
  return new Date(at);
}

/** "HH:mm" as hour and minute; the settings schema has already checked its shape. */
function cutoffClock(time: string): [number, number] {
  const [hour, minute] = time.split(':').map(Number);
  return [hour ?? 21, minute ?? 0];
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The moment the monthly period of (year, month) closes; month may run past 12 or below 1. */
function monthEnd(year: number, month: number, zone: string, time: string): Date {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const [y, m] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  const [hour, minute] = cutoffClock(time);
  return wallTimeAt(y, m, lastDayOf(y, m), hour, minute, zone);
}

function monthlyPeriod(year: number, month: number, zone: string, time: string): Period {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const [y, m] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  return { id: `${y}-${two(m)}`, start: monthEnd(y, m - 1, zone, time), end: monthEnd(y, m, zone, time) };
}

/** ISO week-numbering year and week of a date (given as a UTC midnight of the wall date). */
function isoWeek(day: Date): [number, number] {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return [year, week];
}

function weeklyPeriod(monday: Date, zone: string): Period {
  const next = new Date(monday.getTime() + 7 * DAY_MS);
  const [year, week] = isoWeek(monday);
  const midnight = (d: Date) =>
    wallTimeAt(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0, 0, zone);
  return { id: `${year}-W${two(week)}`, start: midnight(monday), end: midnight(next) };
}

/** The period a moment falls in. `time` is the monthly cut-off ("21:00"). */
export function periodOf(at: Date, cutoff: Cutoff, zone: string, time = '21:00'): Period {
  const w = wallClock(at, zone);
  if (cutoff === WEEKLY) {
    const date = new Date(Date.UTC(w.year, w.month - 1, w.day));
    const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
    return weeklyPeriod(monday, zone);
  }
  const current = monthlyPeriod(w.year, w.month, zone, time);
  return at.getTime() < current.end.getTime() ? current : monthlyPeriod(w.year, w.month + 1, zone, time);
}

/** The period right after this one. */
export const nextPeriod = (period: Period, cutoff: Cutoff, zone: string, time = '21:00'): Period =>
  periodOf(period.end, cutoff, zone, time);

/** Every period from the one holding `since` on that has ended by `now`, oldest first. */
export function closedPeriodsBetween(
  since: Date,
  now: Date,
  cutoff: Cutoff,
  zone: string,
  time = '21:00',
): Period[] {
  const out: Period[] = [];
  for (let p = periodOf(since, cutoff, zone, time); p.end.getTime() <= now.getTime(); ) {
    out.push(p);
    p = nextPeriod(p, cutoff, zone, time);
  }
  return out;
}

/** The years the affiliate filter offers: the current one and the 3 before (spec 002 §9). */
export function affiliateYears(now: Date, zone: string): number[] {
  const year = wallClock(now, zone).year;
  return [year, year - 1, year - 2, year - 3];
}
