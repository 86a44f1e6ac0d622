/**
 * Deterministic fixture list for the feed simulator.
 *
 * Every tournament plays a double round robin (circle method) on an absolute calendar:
 * round k of a tournament is anchored at local day
 * `phase + floor(k / roundsPerDay) * roundEveryDays` counted from 1970-01-01 (Istanbul time),
 * and each match draws its day and kick-off time from a random stream forked by tournament,
 * round and pairing (several rounds a day share the day out in sessions). A match takes its
 * first draw that leaves both teams rested, even one outside the window (the window then
 * simply lacks it). So the same seed gives the same fixture for the same round whatever window
 * is asked for, and adding a match or a tournament does not move the others. Sports with a
 * `horizonDays` appear only that far past the window start. Pure: no clock reads, no I/O.
 */
import { createRandom, hashString, type Random } from './random.ts';
import { REFERENCE_DATA, type ReferenceData, type Tournament } from './reference-data.ts';
import {
  candidateDays,
  DAY_MS,
  HOUR_MS,
  ISTANBUL_OFFSET_MS,
  pickDay,
  type SportSchedule,
  scheduleFor,
  sessionKickOffs,
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
  /** Window start (inclusive); fixtures start in [from, from + days), or less for a sport with `horizonDays`. */
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

const isWeekly = (t: Tournament) => (t.weekdays?.length ?? 0) > 0;

interface PlannedMatch {
  readonly round: number;
  readonly home: number;
  readonly away: number;
  /** Kick-off instants to try in order; the first that keeps both teams rested is taken. */
  readonly starts: readonly number[];
}

const localMidnightMs = (day: number) => day * DAY_MS - ISTANBUL_OFFSET_MS;

/** MAX_ATTEMPTS random kick-offs for one match, drawn from its own stream. */
function randomStarts(
  days: readonly number[],
  hours: readonly number[],
  schedule: SportSchedule,
  random: Random,
) {
  return Array.from({ length: MAX_ATTEMPTS }, () => {
    const day = pickDay(days, schedule, random);
    const hour = random.pick(hours);
    const minute = random.pick(schedule.minutes);
    return localMidnightMs(day) + hour * HOUR_MS + minute * 60_000;
  });
}

/** Every match of the tournament's rounds from a week before `firstDay` up to `lastDay`. */
function* tournamentMatches(
  tournament: Tournament,
  stream: Random,
  firstDay: number,
  lastDay: number,
): Generator<PlannedMatch> {
  const schedule = scheduleFor(tournament.sportId);
  const hours = TOURNAMENT_HOURS[tournament.id] ?? schedule.localHours;
  const every = isWeekly(tournament) ? 7 : schedule.roundEveryDays;
  const perDay = schedule.roundsPerDay ?? 1;
  const order = shuffled(tournament.teamIds, stream.fork('order'));
  const phase = stream.fork('phase').int(0, every - 1);
  const firstRound = Math.max(0, Math.floor((firstDay - phase - 7) / every)) * perDay;

  for (let round = firstRound; phase + Math.floor(round / perDay) * every <= lastDay; round++) {
    const roundDay = phase + Math.floor(round / perDay) * every;
    const pairs = roundRobinPairings(order, round);
    if (perDay > 1) {
      // The session's kick-offs are shared out like tables, so each gets its share of the round.
      const tables = shuffled(
        sessionKickOffs(schedule, hours, round % perDay),
        stream.fork(`round:${round}`),
      );
      for (const { home, away, slot } of pairs) {
        const minute = tables[slot % tables.length] as number;
        yield { round, home, away, starts: [localMidnightMs(roundDay) + minute * 60_000] };
      }
      continue;
    }
    const dayChoices = candidateDays(tournament.weekdays, schedule, roundDay);
    for (const { home, away, slot } of pairs) {
      const random = stream.fork(`round:${round}:${slot}`);
      yield { round, home, away, starts: randomStarts(dayChoices, hours, schedule, random) };
    }
  }
}

export function generateFixtures(options: GenerateFixturesOptions): Fixture[] {
  const fixtures = [...fixturesByTournament(options)].flat();
  const capped = options.matchesPerDay === undefined ? fixtures : capPerDay(fixtures, options.matchesPerDay);
  return capped.sort(byKickOff);
}

/** Kick-off order, ties by id: the order generateFixtures gives. */
export const byKickOff = (a: Fixture, b: Fixture): number =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.externalId.localeCompare(b.externalId);

/**
 * The window's fixtures a tournament at a time, uncapped and unsorted: a caller can yield
 * between tournaments rather than wait for the whole month at once.
 */
export function* fixturesByTournament(options: GenerateFixturesOptions): Generator<Fixture[]> {
  const { seed, from, days } = options;
  const reference = options.reference ?? REFERENCE_DATA;
  if (!Number.isFinite(from.getTime())) throw new RangeError('from must be a valid date');
  if (!(days > 0)) return;
  const fromMs = from.getTime();
  const firstDay = istanbulDay(fromMs);
  const root = createRandom(seed);
  const seedTag = hashString(seed).toString(36);
  const busy = new Map<number, number[]>();

  const rested = (teamId: number, startMs: number, restMs: number) =>
    (busy.get(teamId) ?? []).every((other) => Math.abs(other - startMs) >= restMs);
  const occupy = (teamId: number, startMs: number) => {
    const list = busy.get(teamId);
    if (list) list.push(startMs);
    else busy.set(teamId, [startMs]);
  };

  // Weekly cups first: their dates are fixed, the leagues fit around them.
  const ordered = [
    ...reference.tournaments.filter(isWeekly),
    ...reference.tournaments.filter((t) => !isWeekly(t)),
  ];
  for (const tournament of ordered) {
    const schedule = scheduleFor(tournament.sportId);
    const toMs = fromMs + Math.min(days, schedule.horizonDays ?? days) * DAY_MS;
    const restMs = schedule.restHours * HOUR_MS;
    const stream = root.fork(`tournament:${tournament.id}`);
    const fixtures: Fixture[] = [];
    for (const match of tournamentMatches(tournament, stream, firstDay, istanbulDay(toMs - 1))) {
      const startMs = match.starts.find(
        (ms) => rested(match.home, ms, restMs) && rested(match.away, ms, restMs),
      );
      if (startMs === undefined) continue;
      // A match just outside the window still keeps its teams busy, so the window's own
      // matches are placed as a wider window would place them.
      occupy(match.home, startMs);
      occupy(match.away, startMs);
      if (startMs < fromMs || startMs >= toMs) continue;
      fixtures.push({
        externalId: `sim-${seedTag}-${tournament.id}-${match.round}-${match.home}-${match.away}`,
        sportId: tournament.sportId,
        categoryId: tournament.categoryId,
        tournamentId: tournament.id,
        homeTeamId: match.home,
        awayTeamId: match.away,
        startsAt: new Date(startMs),
        homeRating: reference.teamById.get(match.home)?.rating ?? 50,
        awayRating: reference.teamById.get(match.away)?.rating ?? 50,
      });
    }
    yield fixtures;
  }
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
