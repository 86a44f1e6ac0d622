/**
 * Deterministic fixture list for the feed simulator.
 *
 * Every tournament plays a double round robin (circle method) on an absolute calendar:
 * round k of a tournament is anchored at local day `phase + k * roundEveryDays` counted from
 * 1970-01-01 (Istanbul time), and each match draws its day and kick-off time from a random
 * stream forked by tournament, round and pairing. So the same seed gives the same fixture
 * for the same round whatever window is asked for, and adding a match or a tournament does
 * not move the others. Pure: no clock reads, no I/O.
 */
import { createRandom, hashString, type Random } from './random.ts';
import { REFERENCE_DATA, type ReferenceData, type Tournament } from './reference-data.ts';
import {
  DAY_MS,
  HOUR_MS,
  ISTANBUL_OFFSET_MS,
  type SportSchedule,
  scheduleFor,
  TOURNAMENT_HOURS,
} from './schedules.ts';

export interface Fixture {
  /** Stable id: seed hash, tournament, absolute round and pairing. */
  readonly externalId: string;
  readonly sportId: number;
  readonly categoryId: number;
  readonly tournamentId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly startsAt: Date;
  /** Team strength 0–100 at generation time. */
  readonly homeRating: number;
  readonly awayRating: number;
}

export interface GenerateFixturesOptions {
  readonly seed: string;
  /** Window start (inclusive); fixtures start in [from, from + days). */
  readonly from: Date;
  readonly days: number;
  /** Optional cap on fixtures per Istanbul calendar day (a deterministic sample is kept). */
  readonly matchesPerDay?: number;
  /** Defaults to the built-in reference data. */
  readonly reference?: ReferenceData;
}

const MAX_ATTEMPTS = 8;

/** Istanbul calendar day number (days since 1970-01-01 local) of an instant. */
export function istanbulDay(ms: number): number {
  return Math.floor((ms + ISTANBUL_OFFSET_MS) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, for an Istanbul day number. */
function weekday(day: number): number {
  return (day + 4) % 7;
}

/** Pairings of round `round` (0-based, unbounded) of a double round robin over `teamIds`. */
export function roundRobinPairings(
  teamIds: readonly number[],
  round: number,
): Array<{ home: number; away: number; slot: number }> {
  const slots: Array<number | null> = [...teamIds];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  if (n < 2) return [];
  const roundsPerCycle = n - 1;
  const cycle = Math.floor(round / roundsPerCycle);
  const r = round - cycle * roundsPerCycle;
  // Circle method: slot 0 fixed, the others rotate by r.
  const rotated = [slots[0], ...slots.slice(1).map((_, i) => slots[1 + ((i + r) % (n - 1))])];
  const pairs: Array<{ home: number; away: number; slot: number }> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = rotated[i];
    const b = rotated[n - 1 - i];
    if (a === null || b === null || a === undefined || b === undefined) continue;
    // Alternate home advantage by round and swap it on every second cycle.
    const swap = (i === 0 ? r % 2 === 1 : i % 2 === 1) !== (cycle % 2 === 1);
    pairs.push(swap ? { home: b, away: a, slot: i } : { home: a, away: b, slot: i });
  }
  return pairs;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function candidateDays(tournament: Tournament, schedule: SportSchedule, roundDay: number): number[] {
  if (tournament.weekdays && tournament.weekdays.length > 0) {
    const allowed = tournament.weekdays;
    return Array.from({ length: 7 }, (_, k) => roundDay + k).filter((day) => allowed.includes(weekday(day)));
  }
  return Array.from({ length: schedule.roundSpreadDays }, (_, k) => roundDay + k);
}

function pickDay(days: readonly number[], schedule: SportSchedule, random: Random): number {
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

export function generateFixtures(options: GenerateFixturesOptions): Fixture[] {
  const { seed, from, days } = options;
  const reference = options.reference ?? REFERENCE_DATA;
  if (!Number.isFinite(from.getTime())) throw new RangeError('from must be a valid date');
  if (!(days > 0)) return [];
  const fromMs = from.getTime();
  const toMs = fromMs + days * DAY_MS;
  const firstDay = istanbulDay(fromMs);
  const lastDay = istanbulDay(toMs - 1);
  const root = createRandom(seed);
  const seedTag = hashString(seed).toString(36);
  const busy = new Map<number, number[]>();
  const fixtures: Fixture[] = [];

  const clashes = (teamId: number, startMs: number, restMs: number) =>
    (busy.get(teamId) ?? []).some((other) => Math.abs(other - startMs) < restMs);
  const occupy = (teamId: number, startMs: number) => {
    const list = busy.get(teamId);
    if (list) list.push(startMs);
    else busy.set(teamId, [startMs]);
  };

  // Weekly cups first: their dates are fixed, the leagues fit around them.
  const isWeekly = (t: Tournament) => (t.weekdays?.length ?? 0) > 0;
  const ordered = [
    ...reference.tournaments.filter(isWeekly),
    ...reference.tournaments.filter((t) => !isWeekly(t)),
  ];
  for (const tournament of ordered) {
    const schedule = scheduleFor(tournament.sportId);
    const hours = TOURNAMENT_HOURS[tournament.id] ?? schedule.localHours;
    const every = isWeekly(tournament) ? 7 : schedule.roundEveryDays;
    const stream = root.fork(`tournament:${tournament.id}`);
    const order = shuffled(tournament.teamIds, stream.fork('order'));
    const phase = stream.fork('phase').int(0, every - 1);
    const restMs = schedule.restHours * HOUR_MS;
    const firstRound = Math.max(0, Math.floor((firstDay - phase - 7) / every));

    for (let round = firstRound; phase + round * every <= lastDay; round++) {
      const roundDay = phase + round * every;
      const dayChoices = candidateDays(tournament, schedule, roundDay);
      for (const pair of roundRobinPairings(order, round)) {
        const random = stream.fork(`round:${round}:${pair.slot}`);
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          const day = pickDay(dayChoices, schedule, random);
          const hour = random.pick(hours);
          const minute = random.pick(schedule.minutes);
          const startMs = day * DAY_MS - ISTANBUL_OFFSET_MS + hour * HOUR_MS + minute * 60_000;
          if (startMs < fromMs || startMs >= toMs) continue;
          if (clashes(pair.home, startMs, restMs) || clashes(pair.away, startMs, restMs)) continue;
          occupy(pair.home, startMs);
          occupy(pair.away, startMs);
          fixtures.push({
            externalId: `sim-${seedTag}-${tournament.id}-${round}-${pair.home}-${pair.away}`,
            sportId: tournament.sportId,
            categoryId: tournament.categoryId,
            tournamentId: tournament.id,
            homeTeamId: pair.home,
            awayTeamId: pair.away,
            startsAt: new Date(startMs),
            homeRating: reference.teamById.get(pair.home)?.rating ?? 50,
            awayRating: reference.teamById.get(pair.away)?.rating ?? 50,
          });
          break;
        }
      }
    }
  }

  const capped = options.matchesPerDay === undefined ? fixtures : capPerDay(fixtures, options.matchesPerDay);
  return capped.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.externalId.localeCompare(b.externalId),
  );
}

/** Keeps at most `cap` fixtures per Istanbul day, chosen by a hash of their ids (deterministic). */
function capPerDay(fixtures: readonly Fixture[], cap: number): Fixture[] {
  const byDay = new Map<number, Fixture[]>();
  for (const fixture of fixtures) {
    const day = istanbulDay(fixture.startsAt.getTime());
    const list = byDay.get(day);
    if (list) list.push(fixture);
    else byDay.set(day, [fixture]);
  }
  const kept: Fixture[] = [];
  for (const list of byDay.values()) {
    const ranked = list
      .map((fixture) => ({ fixture, rank: hashString(fixture.externalId) }))
      .sort((a, b) => a.rank - b.rank || a.fixture.externalId.localeCompare(b.fixture.externalId));
    kept.push(...ranked.slice(0, Math.max(0, cap)).map((entry) => entry.fixture));
  }
  return kept;
}
