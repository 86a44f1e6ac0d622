// Buses in tests: dropping the connection on which one hears the other instances.
import { Redis } from 'ioredis';
import type { Bus } from '../realtime/bus.ts';
import { testRedisUrl } from '../realtime/test-client.ts';

/** Drops the connection on which a Redis bus hears the others, as a network failure would. */
export async function dropSubscription(bus: Bus): Promise<void> {
  const admin = new Redis(testRedisUrl);
  try {
    const clients = String(await admin.call('CLIENT', 'LIST'));
    const line = clients.split('\n').find((l) => l.includes(` name=bus-sub-${bus.instanceId} `));
    const id = line?.match(/^id=(\d+) /)?.[1];
    if (!id) throw new Error(`no subscription of bus ${bus.instanceId} in Redis`);
    await admin.call('CLIENT', 'KILL', 'ID', id);
  } finally {
    admin.disconnect();
  }
}
