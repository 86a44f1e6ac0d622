// The e2e server plays the simulated feed on the test process's clock: a journey that needs a
// match in play starts that clock just before a football kick-off (only Date is faked; timers run).
import { afterAll, vi } from 'vitest';
import { generateFixtures } from '../../apps/server/src/modules/feed/simulator/fixtures.ts';

/** The e2e server's feed seed. */
export const FEED_SEED = 'e2e';
/** How long before the kick-off the clock starts: enough to start the server and open the page. */
const LEAD_MS = 30_000;

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

/** Sets this process's clock just before the next football kick-off for the file's tests; returns the kick-off. */
export function startClockBeforeKickOff(options: { crowded?: boolean } = {}): number {
  const kickOff = nextFootballKickOff(Date.now(), options);
  vi.useFakeTimers({ now: kickOff - LEAD_MS, toFake: ['Date'], shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
  return kickOff;
}
