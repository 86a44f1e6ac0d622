// When each sport plays: round spacing, kick-off hours (Istanbul), weekend weighting and rest between games.

export interface SportSchedule {
  /** Days between consecutive rounds of one tournament. */
  readonly roundEveryDays: number;
  /** A round's matches are spread over this many days from the round's first day. */
  readonly roundSpreadDays: number;
  /** Local (Istanbul) kick-off hours; repeat an hour to make it more likely. */
  readonly localHours: readonly number[];
  readonly minutes: readonly number[];
  /** Relative weight of Saturday and Sunday when choosing a day within a round. */
  readonly weekendWeight: number;
  /** Nominal length of a match, used for overlap checks. */
  readonly durationMinutes: number;
  /** Minimum time between two starts of the same team. */
  readonly restHours: number;
}

/** Istanbul is UTC+3 all year (no daylight saving since 2016). */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const ALL_DAY = [0, 1, 2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] as const;
const EVENING = [17, 18, 19, 19, 20, 20, 21] as const;
/** US evening games seen from Istanbul: the early hours of the next day. */
const US_NIGHT = [1, 2, 2, 3, 3, 4, 5] as const;

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
  3: {
    roundEveryDays: 1,
    roundSpreadDays: 1,
    localHours: [1, 2, 2, 3, 4, 20, 21],
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
  20: {
    roundEveryDays: 1,
    roundSpreadDays: 1,
    localHours: ALL_DAY,
    minutes: [0, 15, 30, 45],
    weekendWeight: 1,
    durationMinutes: 45,
    restHours: 2,
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

/** Per-tournament kick-off hours where the sport default is wrong (North American leagues). */
export const TOURNAMENT_HOURS: Readonly<Record<number, readonly number[]>> = {
  2011: US_NIGHT, // NBA
  4011: US_NIGHT, // NHL
  3021: [11, 12, 12, 13], // NPB: Japanese evening
  1091: [20, 20, 23], // Champions League: 20:45 / 23:00 Istanbul
  1092: [20, 23], // Europa League
};

export function scheduleFor(sportId: number): SportSchedule {
  const schedule = SPORT_SCHEDULES[sportId];
  if (!schedule) throw new Error(`no schedule for sport ${sportId}`);
  return schedule;
}
