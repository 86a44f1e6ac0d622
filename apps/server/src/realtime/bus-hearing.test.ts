import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSubscription } from '../test/bus.ts';
import { type Bus, createBus } from './bus.ts';
import { testRedisUrl } from './test-client.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('when a bus hears the other instances', () => {
  const open: Bus[] = [];
  afterAll(async () => {
    await Promise.all(open.map((b) => b.close()));
  });

  it('tells when its subscription drops and when it hears again, and hears what follows', async () => {
    const prefix = `test-${randomUUID()}:`;
    const [a, b] = [
      await createBus({ redisUrl: testRedisUrl, prefix }),
      await createBus({ redisUrl: testRedisUrl, prefix }),
    ];
    open.push(a, b);
    const told: boolean[] = [];
    const stop = a.onHearing((hearing) => told.push(hearing));
    const alsoTold: boolean[] = [];
    a.onHearing((hearing) => alsoTold.push(hearing));
    const heard: unknown[] = [];
    a.subscribe('odds', (m) => heard.push(m));

    await dropSubscription(a);
    expect(await until(() => told.at(-1) === true)).toBe(true);
    expect(told[0]).toBe(false);
    b.publish('odds', 'after');
    expect(await until(() => heard.includes('after'))).toBe(true);

    // Unsubscribed, a handler is told nothing more.
    stop();
    await dropSubscription(a);
    expect(await until(() => alsoTold.filter((h) => h).length === 2)).toBe(true);
    b.publish('odds', 'again');
    expect(await until(() => heard.includes('again'))).toBe(true);
    expect(told).toEqual([false, true]);
    expect(alsoTold).toEqual([false, true, false, true]);
  });

  it('never stops hearing in process', async () => {
    const local = await createBus({});
    open.push(local);
    const told: boolean[] = [];
    local.onHearing((hearing) => told.push(hearing))();
    local.publish('odds', 1);
    expect(told).toEqual([]);
  });
});
