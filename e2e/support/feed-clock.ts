// Every e2e file runs on a clock of its own, never the machine's: the server (in this process) and
// each page start at the run's instant and time then flows at its normal pace. The feed is seeded,
// so the instant fixes the fixtures, prices and results a run sees, whatever the hour it runs at.
import { vi } from 'vitest';
import { generateFixtures } from '../../apps/server/src/modules/feed/simulator/fixtures.ts';

/** The e2e server's feed seed. */
export const FEED_SEED = 'e2e';

/** 15:00 in Istanbul on a Monday: the default instant of a run. */
const DEFAULT_START = '2026-06-15T12:00:00Z';

/** The instant a run starts at: `E2E_CLOCK` (ISO 8601, e.g. 2026-06-15T00:00:00Z) or the default. */
export function runStart(env: string | undefined = process.env.E2E_CLOCK): number {
  const start = Date.parse(env || DEFAULT_START);
  if (Number.isNaN(start)) throw new Error(`E2E_CLOCK is not an ISO 8601 instant: ${env}`);
  return start;
}

/** How long before the kick-off the clock starts: enough to start the server and open the page. */
const LEAD_MS = 30_000;

/** Sets this process's clock (only Date; timers keep real time) to `at`, then lets it run. */
export function setClock(at: number): void {
  vi.useFakeTimers({ now: at, toFake: ['Date'], shouldAdvanceTime: true });
}

/**
 * The next football kick-off at least a minute away; with `crowded`, one where three or more
 * matches start together (one of them likely scores in the two minutes a match lasts at speed 60).
 */
export function nextFootballKickOff(now: number, options: { crowded?: boolean } = {}): number {
  const starts = generateFixtures({ seed: FEED_SEED, from: new Date(now + 60_000), days: 2 })
    .filter((f) => f.sportId === 1)
    .map((f) => f.startsAt.getTime())
    .sort((a, b) => a - b);
  const crowded = options.crowded ? starts.find((t) => starts.filter((s) => s === t).length >= 3) : undefined;
  const first = crowded ?? starts[0];
  if (first === undefined) throw new Error('the feed schedules no football in the next two days');
  return first;
}

/** Moves the file's clock to just before the next football kick-off after the run's start; returns the kick-off. */
export function startClockBeforeKickOff(options: { crowded?: boolean } = {}): number {
  const kickOff = nextFootballKickOff(runStart(), options);
  setClock(kickOff - LEAD_MS);
  return kickOff;
}
