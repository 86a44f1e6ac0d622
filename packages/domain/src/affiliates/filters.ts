// The affiliate page's year / month / week filters as the calendar-day range the calls take
// (startDate, endDate, both days inclusive, yyyy-MM-dd). Weeks run Monday to Sunday, clipped to
// the month, numbered from 1 within it.

export type DayRange = { startDate: string; endDate: string };

const two = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${two(month)}-${two(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 0 Monday ... 6 Sunday. */
const weekdayOf = (year: number, month: number, day: number) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

/** The Monday-to-Sunday weeks of a month as [first day, last day] pairs, clipped to the month. */
export function weeksOfMonth(year: number, month: number): [number, number][] {
  const last = lastDayOf(year, month);
  const weeks: [number, number][] = [];
  for (let day = 1; day <= last; ) {
    const end = Math.min(last, day + (6 - weekdayOf(year, month, day)));
    weeks.push([day, end]);
    day = end + 1;
  }
  return weeks;
}

/** The whole year, a month of it (1-12), or a week of that month (1-based, see weeksOfMonth). */
export function filterRange(year: number, month?: number, week?: number): DayRange {
  if (month === undefined) return { startDate: ymd(year, 1, 1), endDate: ymd(year, 12, 31) };
  const weeks = weeksOfMonth(year, month);
  const chosen = week === undefined ? undefined : weeks[week - 1];
  if (!chosen) return { startDate: ymd(year, month, 1), endDate: ymd(year, month, lastDayOf(year, month)) };
  return { startDate: ymd(year, month, chosen[0]), endDate: ymd(year, month, chosen[1]) };
}
