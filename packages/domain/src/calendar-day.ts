// A calendar day as the calls' date ranges send it. Spec 000 section 7 sends utrs dates year first
// with slashes and spec 001 the coupon lists day first; every call takes both, with slashes, dots or
// dashes, so a client never has to know which call wants which.

/** A day of the calendar, month 1 to 12. */
export type CalendarDay = { year: number; month: number; day: number };

const YEAR_FIRST = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/** yyyy/MM/dd or dd/MM/yyyy (also with dots or dashes); null when it is neither or no such day. */
export function parseCalendarDay(text: string): CalendarDay | null {
  const v = text.trim();
  const ymd = YEAR_FIRST.exec(v);
  const dmy = ymd ? null : DAY_FIRST.exec(v);
  const parts = ymd ? [ymd[1], ymd[3], ymd[4]] : dmy ? [dmy[4], dmy[3], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}
