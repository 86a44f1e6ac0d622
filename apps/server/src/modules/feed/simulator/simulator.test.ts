import { describe, expect, it } from 'vitest';
import { SMALL_REFERENCE } from '../../../test/feed.ts';
import type { FeedSink } from '../provider.ts';
import { createSimulator } from './simulator.ts';

/** A sink that writes down everything it is given, in order. */
function recordingSink(): FeedSink & { log: string[] } {
  const log: string[] = [];
  const note = (kind: string, ...args: unknown[]) => void log.push(`${kind} ${JSON.stringify(args)}`);
  return {
    log,
    reference: async () => note('reference'),
    fixtures: async (f) => note('fixtures', f),
    markets: async (id, m) => note('markets', id, m),
    betStop: async (id, s) => note('betStop', id, s),
    liveState: async (id, s) => note('liveState', id, s),
    result: async (id, r) => note('result', id, r),
  };
}

async function run(seed: string): Promise<string[]> {
  let now = Date.parse('2026-06-06T10:00:00Z');
  const simulator = createSimulator({
    seed,
    speed: 30,
    margin: 0.07,
    days: 1,
    now: () => new Date(now),
    tickMs: 0,
    reference: SMALL_REFERENCE,
  });
  const sink = recordingSink();
  await simulator.start(sink);
  for (let i = 0; i < 40; i++) {
    now += 60_000;
    await simulator.tick();
  }
  await simulator.stop();
  return sink.log;
}

describe('the simulator', () => {
  it('pushes exactly the same fixtures, prices, states and results for the same seed and clock', async () => {
    const first = await run('same');
    expect(first.some((l) => l.startsWith('liveState'))).toBe(true);
    expect(first.some((l) => l.startsWith('result'))).toBe(true);
    expect(await run('same')).toEqual(first);
  });

  it('plays differently for another seed', async () => {
    expect(await run('other')).not.toEqual(await run('same'));
  });

  it('prices prematch fixtures with every outcome at or above 1.01 and margins near the configured one', async () => {
    const sink = recordingSink();
    const simulator = createSimulator({
      seed: 'prices',
      speed: 1,
      margin: 0.07,
      days: 1,
      now: () => new Date('2026-06-06T10:00:00Z'),
      tickMs: 0,
      reference: SMALL_REFERENCE,
    });
    const fixtures: { markets: { oddsType: number; outcomes: { odds: number }[] }[] }[] = [];
    await simulator.start({
      ...sink,
      fixtures: async (f) => {
        fixtures.push(...f);
      },
    });
    expect(fixtures.length).toBeGreaterThan(5);
    for (const f of fixtures) {
      const winner = f.markets.find((m) => m.oddsType === 1 || m.oddsType === 186);
      const overround = winner?.outcomes.reduce((s, o) => s + 1000 / o.odds, 0) ?? 0;
      // The full margin on a balanced market; less on a lopsided one, where the long shot would
      // otherwise keep several times the margin of an even stake.
      const balanced = winner?.outcomes.every((o) => o.odds >= 1600) ?? false;
      expect(overround).toBeGreaterThan(balanced ? 1.05 : 1.01);
      expect(overround).toBeLessThan(1.1);
      for (const m of f.markets) for (const o of m.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1010);
    }
  });
});
