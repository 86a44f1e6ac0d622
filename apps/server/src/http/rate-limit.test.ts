import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalCounts, registerRateLimits } from './rate-limit.ts';

describe('rate-limit counts', () => {
  it('keep fixed windows in memory: the first hit opens one, the next ones count in it', () => {
    const counts = new LocalCounts();
    expect(counts.incr('k', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.incr('k', 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counts.incr('other', 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counts.incr('k', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  describe('with Redis unreachable', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    afterAll(() => app.close());

    it('limit each route in memory, with one warning in the log', async () => {
      // Nothing listens on port 1: the client never gets ready.
      await registerRateLimits(app, 'redis://127.0.0.1:1', 'site:rate:');
      for (const url of ['/a', '/b'])
        app.post(url, { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
      const codes = [];
      for (const url of ['/a', '/a', '/a', '/b'])
        codes.push((await app.inject({ method: 'POST', url, remoteAddress: '10.0.0.1' })).statusCode);
      expect(codes).toEqual([200, 200, 429, 200]);
      const warnings = lines.filter((l) => l.includes("this instance's memory"));
      expect(warnings).toHaveLength(1);
    });
  });
});
