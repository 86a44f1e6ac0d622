import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bus, createBus } from './bus.ts';
import { testRedisUrl } from './test-client.ts';

const open: Bus[] = [];
const bus = async (redisUrl?: string, prefix = `test-${randomUUID()}:`) => {
  const created = await createBus({ redisUrl, prefix });
  open.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

type Message = { from: string; n: number | 'end' };

/** Every message of a channel, with a wait for one that matches. */
function inbox(target: Bus, channel: string) {
  const received: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: () => void }[] = [];
  target.subscribe(channel, (message) => {
    received.push(message as Message);
    for (const waiter of waiters.filter((w) => w.match(message as Message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    received,
    from: (sender: string) => received.filter((m) => m.from === sender).map((m) => m.n),
    waitFor: (match: (m: Message) => boolean) =>
      received.some(match)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ match, resolve })),
  };
}

describe('the in-process bus', () => {
  it('calls the handlers of a channel at once, in publish order, until they unsubscribe', async () => {
    const local = await bus();
    const seen: string[] = [];
    const stopA = local.subscribe('odds', (m) => seen.push(`a:${String(m)}`));
    local.subscribe('odds', (m) => seen.push(`b:${String(m)}`));
    local.subscribe('other', (m) => seen.push(`other:${String(m)}`));

    local.publish('odds', 1);
    expect(seen).toEqual(['a:1', 'b:1']);
    stopA();
    local.publish('odds', 2);
    expect(seen).toEqual(['a:1', 'b:1', 'b:2']);
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const local = await bus();
    const seen: unknown[] = [];
    local.subscribe('odds', () => {
      throw new Error('broken subscriber');
    });
    local.subscribe('odds', (m) => seen.push(m));
    local.publish('odds', { id: 1 });
    expect(seen).toEqual([{ id: 1 }]);
  });
});

describe('the Redis bus', () => {
  it("delivers each other's messages in order and each instance's own exactly once", async () => {
    const channel = `test-${randomUUID()}`;
    const prefix = `test-${randomUUID()}:`;
    const [a, b] = [await bus(testRedisUrl, prefix), await bus(testRedisUrl, prefix)];
    expect(a.instanceId).not.toBe(b.instanceId);
    const count = 50;
    const atA = inbox(a, channel);
    const atB = inbox(b, channel);

    for (let n = 1; n <= count; n++) {
      a.publish(channel, { from: 'a', n });
      b.publish(channel, { from: 'b', n });
    }
    // The publisher's own handlers ran during publish; the other's messages come through Redis.
    expect(atA.from('a')).toHaveLength(count);
    expect(atA.from('b')).toEqual([]);

    // Each side ends with a marker sent once it saw all of the other's messages. Redis delivers in
    // the order it received, so by then every echo of one's own messages has come back too.
    await atA.waitFor((m) => m.from === 'b' && m.n === count);
    a.publish(channel, { from: 'a', n: 'end' });
    await atB.waitFor((m) => m.from === 'a' && m.n === 'end');
    b.publish(channel, { from: 'b', n: 'end' });
    await atA.waitFor((m) => m.from === 'b' && m.n === 'end');

    const expected = [...Array.from({ length: count }, (_, i) => i + 1), 'end'];
    for (const received of [atA, atB]) {
      expect(received.from('a')).toEqual(expected);
      expect(received.from('b')).toEqual(expected);
    }
  });

  it('carries odds tuples and nested objects unchanged', async () => {
    const channel = `test-${randomUUID()}`;
    const prefix = `test-${randomUUID()}:`;
    const [a, b] = [await bus(testRedisUrl, prefix), await bus(testRedisUrl, prefix)];
    const atB = inbox(b, channel);
    const message = {
      from: 'a',
      n: 1,
      frame: { t: 'match', id: 2, v: 3, odds: [[18, '2.5', '12', 1850, -1, 0]] },
    };
    a.publish(channel, message);
    await atB.waitFor((m) => m.from === 'a');
    expect(atB.received).toEqual([message]);
  });

  it('keeps instances with different prefixes apart, glob characters included', async () => {
    const id = randomUUID();
    // Unescaped, the first prefix would be a pattern that also matches the second's channels.
    const [first, second] = [`t[1]*${id}:`, `t1x${id}:`];
    const [a, b] = [await bus(testRedisUrl, first), await bus(testRedisUrl, first)];
    const [c, d] = [await bus(testRedisUrl, second), await bus(testRedisUrl, second)];
    const [atB, atC] = [inbox(b, 'odds'), inbox(c, 'odds')];

    a.publish('odds', { from: 'a', n: 1 });
    await atB.waitFor((m) => m.from === 'a');
    d.publish('odds', { from: 'd', n: 1 });
    await atC.waitFor((m) => m.from === 'd');
    a.publish('odds', { from: 'a', n: 'end' });
    await atB.waitFor((m) => m.n === 'end');

    expect(atB.received).toEqual([
      { from: 'a', n: 1 },
      { from: 'a', n: 'end' },
    ]);
    expect(atC.received).toEqual([{ from: 'd', n: 1 }]);
  });
});
