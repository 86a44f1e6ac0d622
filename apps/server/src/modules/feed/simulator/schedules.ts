// When each sport plays: round spacing, kick-off hours (Istanbul), weekend weighting and rest between games.
import type { Random } from './random.ts';

export interface SportSchedule {
  /** Days between consecutive round days of one tournament. */
  readonly roundEveryDays: number;
  /**
   * Rounds played on each round day (default 1). Above 1 the day runs in sessions, one round
   * each: see `sessionKickOffs`.
   */
  readonly roundsPerDay?: number;
  /** A round's matches are spread over this many days from the round's first day. */
  readonly roundSpreadDays: number;
  /**
   * Local (Istanbul) kick-off hours after the round day's midnight (negative: the evening
   * before; 24 and up: the next day); repeat an hour to make it more likely.
   */
  readonly localHours: readonly number[];
  readonly minutes: readonly number[];
  /** Relative weight of Saturday and Sunday when choosing a day within a round. */
  readonly weekendWeight: number;
  /** Nominal length of a match, used for overlap checks. */
  readonly durationMinutes: number;
  /** Minimum time between two starts of the same team. */
  readonly restHours: number;
  /**
   * Fixtures are known only this many days after the window start (default: the whole window).
   * Round-the-clock sports are announced a short time ahead, not a month.
   */
  readonly horizonDays?: number;
}

/** Istanbul is UTC+3 all year (no daylight saving since 2016). */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const ALL_DAY = [0, 1, 2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] as const;
const EVENING = [17, 18, 19, 19, 20, 20, 21] as const;
/** US evening games seen from Istanbul: the early hours of the next day. */
const US_NIGHT = [1, 2, 2, 3, 3, 4, 5] as const;

/** All 24 hours from `startHour` on: a round-the-clock tournament whose sessions open at that hour. */
export function roundTheClock(startHour: number): number[] {
  return Array.from({ length: 24 }, (_, i) => startHour + i);
}

/** CS and Dota series: all day, on the hour or half hour, about three hours each. */
const ESPORTS_BEST_OF_THREE: SportSchedule = {
  roundEveryDays: 1,
  roundSpreadDays: 1,
  localHours: ALL_DAY,
  minutes: [0, 30],
  weekendWeight: 1,
  durationMinutes: 180,
  restHours: 4,
};

export const SPORT_SCHEDULES: Readonly<Record<number, SportSchedule>> = {
  1: {
    roundEveryDays: 4,
    roundSpreadDays: 2,
    localHours: [13, 14, 15, 16, 16, 17, 18, 19, 19, 20, 20, 21, 21],
    minutes: [0, 0, 15, 30, 30, 45],
    weekendWeight: 3,
    durationMinutes: 115,
    restHours: 36,
  },
  2: {
    roundEveryDays: 2,
    roundSpreadDays: 1,
    localHours: [18, 19, 19, 20, 20, 21],
    minutes: [0, 30, 45],
    weekendWeight: 1,
    durationMinutes: 135,
    restHours: 20,
  },
  // MLB: US evening games (01:00–04:00) or that US day's afternoon games, the Istanbul evening
  // before; both on the same US date, so a team's next round is a day later, not hours.
  3: {
    roundEveryDays: 1,
    roundSpreadDays: 1,
    localHours: [1, 2, 2, 3, 4, -4, -3],
    minutes: [5, 10, 35, 40],
    weekendWeight: 1,
    durationMinutes: 190,
    restHours: 12,
  },
  4: {
    roundEveryDays: 2,
    roundSpreadDays: 1,
    localHours: [18, 19, 20, 21],
    minutes: [0, 30],
    weekendWeight: 1,
    durationMinutes: 150,
    restHours: 20,
  },
  5: {
    roundEveryDays: 1,
    roundSpreadDays: 1,
    localHours: ALL_DAY,
    minutes: [0, 10, 20, 30, 40, 50],
    weekendWeight: 1,
    durationMinutes: 180,
    restHours: 4,
  },
  6: {
    roundEveryDays: 3,
    roundSpreadDays: 1,
    localHours: EVENING,
    minutes: [0, 30],
    weekendWeight: 2,
    durationMinutes: 90,
    restHours: 40,
  },
  // Table tennis leagues play every day in eight three-hour sessions, one round each; a player
  // rests at least 75 minutes between two 45-minute matches.
  20: {
    roundEveryDays: 1,
    roundsPerDay: 8,
    roundSpreadDays: 1,
    localHours: roundTheClock(0),
    minutes: [0, 15, 30, 45],
    weekendWeight: 1,
    durationMinutes: 45,
    restHours: 2,
    horizonDays: 2,
  },
  23: {
    roundEveryDays: 3,
    roundSpreadDays: 1,
    localHours: EVENING,
    minutes: [0, 30],
    weekendWeight: 2,
    durationMinutes: 120,
    restHours: 40,
  },
  109: ESPORTS_BEST_OF_THREE,
  110: {
    roundEveryDays: 1,
    roundSpreadDays: 1,
    localHours: ALL_DAY,
    minutes: [0],
    weekendWeight: 1,
    durationMinutes: 150,
    restHours: 4,
  },
  111: ESPORTS_BEST_OF_THREE,
};

/** Per-tournament kick-off hours where the sport default does not fit (other time zones, staggered sessions). */
export const TOURNAMENT_HOURS: Readonly<Record<number, readonly number[]>> = {
  2011: US_NIGHT, // NBA
  4011: US_NIGHT, // NHL
  3021: [11, 12, 12, 13], // NPB: Japanese evening
  1091: [20, 20, 23], // Champions League: 20:45 / 23:00 Istanbul
  1092: [20, 23], // Europa League
  5032: [4, 5, 5, 6, 7, 8], // Challenger Yokohama: Japanese day session
  // Table tennis sessions staggered by the hour, so some league is starting a round every hour.
  20012: roundTheClock(1), // Setka Cup
  20013: roundTheClock(2), // Setka Cup Women
  20015: roundTheClock(1), // TT Cup
  20016: roundTheClock(2), // TT Star Series
  20021: roundTheClock(2), // Czech Liga Pro
  20022: roundTheClock(1), // Czech Liga Pro Women
  20032: roundTheClock(1), // Russian Liga Pro Women
  109012: [1, 1, 2, 2, 3, 4], // CCT South America: Brazilian evening
  110012: [7, 8, 8, 9, 10], // LCK Challengers League: Korean afternoon
};

/**
 * Kick-offs (minutes after the round day's local midnight) of session `session` when a schedule
 * plays several rounds a day. `hours` is cut into `roundsPerDay` equal sessions; a session keeps
 * the hours whose every kick-off leaves `restHours` before the next session opens, so a player's
 * consecutive rounds never clash and the times do not depend on any other match.
 */
export function sessionKickOffs(
  schedule: SportSchedule,
  hours: readonly number[],
  session: number,
): number[] {
  const perDay = schedule.roundsPerDay ?? 1;
  const bound = (s: number) => Math.floor((s * hours.length) / perDay);
  const nextOpens = (hours[bound(session + 1)] ?? (hours[0] ?? 0) + 24) * 60;
  const latest = Math.max(...schedule.minutes) + schedule.restHours * 60;
  const kickOffs = hours
    .slice(bound(session), bound(session + 1))
    .filter((hour) => hour * 60 + latest <= nextOpens)
    .flatMap((hour) => schedule.minutes.map((minute) => hour * 60 + minute));
  if (kickOffs.length === 0) throw new Error(`session ${session} leaves no kick-off before the next one`);
  return kickOffs;
}

/** 0 = Sunday … 6 = Saturday, for an Istanbul day number. */
function weekday(day: number): number {
  return (day + 4) % 7;
}

/** Days a round anchored at `roundDay` may use: the tournament's weekdays of that week, or the spread. */
export function candidateDays(
  weekdays: readonly number[] | undefined,
  schedule: SportSchedule,
  roundDay: number,
): number[] {
  if (weekdays && weekdays.length > 0) {
    return Array.from({ length: 7 }, (_, k) => roundDay + k).filter((day) => weekdays.includes(weekday(day)));
  }
  return Array.from({ length: schedule.roundSpreadDays }, (_, k) => roundDay + k);
}

/** One of `days`, weekends weighted by the schedule's `weekendWeight`. */
export function pickDay(days: readonly number[], schedule: SportSchedule, random: Random): number {
  const weights = days.map((day) => {
    const wd = weekday(day);
    return wd === 0 || wd === 6 ? schedule.weekendWeight : 1;
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = random.next() * total;
  for (let i = 0; i < days.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return days[i] as number;
  }
  return days[days.length - 1] as number;
}

export function scheduleFor(sportId: number): SportSchedule {
  const schedule = SPORT_SCHEDULES[sportId];
  if (!schedule) throw new Error(`no schedule for sport ${sportId}`);
  return schedule;
}
