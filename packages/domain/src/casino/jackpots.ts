// The jackpots (spec 002 §3): casino daily, weekly and mega, live casino daily, sports prematch and
// live. Each is fed a share of one kind of stake and must drop by a point drawn when its pot is
// seeded: a time for the daily and weekly pots (the first stake at or after it wins), an amount for
// the others (the stake that lifts the pot to it wins). The point is committed by hash when the pot
// is seeded and revealed when it drops, so anyone can check it was fixed in advance.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const JACKPOT_IDS = [
  'casinoDaily',
  'casinoWeekly',
  'casinoMega',
  'liveCasinoDaily',
  'sportsPrematch',
  'sportsLive',
] as const;
export type JackpotId = (typeof JACKPOT_IDS)[number];

/** Which stakes feed a jackpot. */
export type JackpotSource = 'slots' | 'liveCasino' | 'prematch' | 'live';

export type JackpotRule = {
  source: JackpotSource;
  /** Share of each stake, basis points (30 = 0.30 %), rounded down per stake. */
  contributionBp: number;
  /** What the house puts in a fresh pot, minor units. */
  seed: number;
  drop: { by: 'time'; period: 'day' | 'week' } | { by: 'amount'; mustDropBy: number };
};

export const JACKPOT_RULES: Readonly<Record<JackpotId, JackpotRule>> = {
  casinoDaily: { source: 'slots', contributionBp: 30, seed: 100_00, drop: { by: 'time', period: 'day' } },
  casinoWeekly: { source: 'slots', contributionBp: 20, seed: 1_000_00, drop: { by: 'time', period: 'week' } },
  casinoMega: {
    source: 'slots',
    contributionBp: 10,
    seed: 10_000_00,
    drop: { by: 'amount', mustDropBy: 100_000_00 },
  },
  liveCasinoDaily: {
    source: 'liveCasino',
    contributionBp: 30,
    seed: 100_00,
    drop: { by: 'time', period: 'day' },
  },
  sportsPrematch: {
    source: 'prematch',
    contributionBp: 20,
    seed: 500_00,
    drop: { by: 'amount', mustDropBy: 5_000_00 },
  },
  sportsLive: {
    source: 'live',
    contributionBp: 20,
    seed: 500_00,
    drop: { by: 'amount', mustDropBy: 5_000_00 },
  },
};

/** A stake's share for a jackpot, rounded down. */
export const contributionOf = (rule: JackpotRule, stake: number): number =>
  Math.floor((stake * rule.contributionBp) / 10_000);

const DAY_MS = 86_400_000;

/** The UTC day or ISO week (from Monday) a time falls in: when a time-dropped pot must drop. */
export function periodOf(period: 'day' | 'week', atMs: number): { start: number; end: number } {
  const dayStart = Math.floor(atMs / DAY_MS) * DAY_MS;
  if (period === 'day') return { start: dayStart, end: dayStart + DAY_MS };
  // 1970-01-01 was a Thursday: Monday is three days on.
  const weekday = (Math.floor(atMs / DAY_MS) + 3) % 7;
  const start = dayStart - weekday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

/**
 * The drop point of a pot seeded at `seededAtMs`, from a uniform fraction in [0, 1): a time within
 * the rest of its period, or an amount above the seed up to the must-drop amount.
 */
export function dropPointOf(rule: JackpotRule, seededAtMs: number, fraction: number): number {
  if (rule.drop.by === 'time') {
    const { end } = periodOf(rule.drop.period, seededAtMs);
    return seededAtMs + Math.floor(fraction * (end - seededAtMs));
  }
  const span = rule.drop.mustDropBy - rule.seed;
  return rule.seed + 1 + Math.floor(fraction * span);
}

/** The hash shown while the pot runs: of its id, cycle, drop point and a secret salt. */
export function dropCommitment(jackpot: JackpotId, cycle: number, dropPoint: number, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${jackpot}:${cycle}:${dropPoint}:${salt}`)));
}

/** Whether a stake at `atMs` lifting the pot to `pot` wins it. */
export function stakeWins(rule: JackpotRule, dropPoint: number, pot: number, atMs: number): boolean {
  return rule.drop.by === 'time' ? atMs >= dropPoint : pot >= dropPoint;
}

/** A pot lights up near its must-drop point: the last tenth of its amount, or its period's last hour. */
export function isLit(rule: JackpotRule, pot: number, nowMs: number): boolean {
  if (rule.drop.by === 'amount') return pot >= rule.drop.mustDropBy * 0.9;
  return periodOf(rule.drop.period, nowMs).end - nowMs <= 3_600_000;
}
