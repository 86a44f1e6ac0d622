import type { Config } from '../config.ts';
import { type Bus, type BusLog, createBus } from './bus.ts';
import { LiveHub } from './hub.ts';

export type Realtime = { bus: Bus; hub: LiveHub; close(): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** What the realtime layer reads of the configuration; `redisPrefix` keeps instance groups apart on one Redis. */
export type RealtimeConfig = Pick<Config, 'redisUrl' | 'redisPrefix'>;

/** The bus (in-process, or Redis when configured) and this instance's live sockets. */
export async function createRealtime(config: RealtimeConfig, log?: BusLog): Promise<Realtime> {
  const bus = await createBus({ redisUrl: config.redisUrl, prefix: config.redisPrefix, log });
  const hub = new LiveHub();
  return { bus, hub, close: () => bus.close() };
}
