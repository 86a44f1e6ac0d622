import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Leadership, runAsLeader } from './leader.ts';
import type { FeedSink } from './provider.ts';
import { createSimulator } from './simulator/simulator.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 2400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

type Phase = 'waiting' | 'pricing' | 'written';

describe.each(testDatabaseKinds)('an instance taking over the feed on %s', (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('keeps answering requests while it prices the fixtures', { timeout: 180_000 }, async () => {
    const t: TestApp = await createTestApp(kind);
    closers.push(t.close);
    // The leader until now (PostgreSQL only: the embedded database has one instance, which leads).
    let previous: Leadership | undefined;
    if (kind === 'postgres') {
      const other = await openDatabase({ url: t.database.url, schema: t.database.schema, poolSize: 2 });
      closers.push(other.close);
      const idle = async () => undefined;
      previous = runAsLeader(other, { start: idle, stop: idle }, () => undefined, 50);
      expect(await until(() => previous?.isLeader() === true)).toBe(true);
    }

    // The whole simulated world, a day ahead: a second or more of planning and pricing.
    const simulator = createSimulator({
      seed: 'takeover',
      speed: 1,
      margin: 0.07,
      days: 1,
      now: t.clock.now,
      tickMs: 0,
    });
    // An object, so the closures' changes are seen where it is read.
    const feed: { phase: Phase } = { phase: 'waiting' };
    const errors: unknown[] = [];
    const sink: FeedSink = {
      ...t.app.catalog.sink,
      reference: async (reference) => {
        await t.app.catalog.sink.reference(reference);
        feed.phase = 'pricing';
      },
      fixtures: async (fixtures) => {
        feed.phase = 'written';
        await t.app.catalog.sink.fixtures(fixtures);
      },
    };
    const leadership = runAsLeader(
      t.database,
      { start: () => simulator.start(sink), stop: () => simulator.stop() },
      (error) => errors.push(error),
      50,
    );
    closers.push(() => leadership.stop());
    await previous?.stop();

    // Requests keep coming through the takeover; each notes what the feed was doing when answered.
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const answered: Phase[] = [];
    const took: number[] = [];
    // Bounded, should the feed never get there; each request arrives on a turn of its own.
    while (feed.phase !== 'written' && answered.length < 100_000) {
      await new Promise((resolve) => setImmediate(resolve));
      const sent = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      took.push(performance.now() - sent);
      expect(res.statusCode).toBe(200);
      answered.push(feed.phase);
    }
    delay.disable();
    expect(feed.phase).toBe('written');
    expect(await until(() => leadership.isLeader())).toBe(true);
    expect(errors).toEqual([]);
    const p99 = took.sort((a, b) => a - b)[Math.floor(took.length * 0.99)] ?? 0;
    console.log(
      `takeover on ${kind}: ${took.length} requests, ${answered.filter((p) => p === 'pricing').length} while pricing;` +
        ` request p99 ${p99.toFixed(1)} ms, max ${Math.max(...took).toFixed(1)} ms;` +
        ` event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
    // Pricing gives way to requests: many are answered between its first and its last fixture.
    expect(answered.filter((p) => p === 'pricing').length).toBeGreaterThanOrEqual(3);
  });
});
