import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { decode, encode } from './codec.ts';

/** Publish/subscribe between the parts of the server, and between instances when they share a Redis. */
export interface Bus {
  readonly instanceId: string;
  /** Local handlers run before this returns, in publish order; other instances get it through Redis. */
  publish(channel: string, message: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  /**
   * Tells when other instances' messages may stop arriving (false: the connection bringing them
   * dropped, and what is published meanwhile is lost) and when they arrive again (true). The
   * in-process bus never stops hearing. Returns the unsubscribe function.
   */
  onHearing(handler: (hearing: boolean) => void): () => void;
  close(): Promise<void>;
}

export type BusLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export type BusOptions = {
  redisUrl?: string | undefined;
  /** Namespace of the Redis channels: only instances with the same prefix hear each other. */
  prefix?: string | undefined;
  log?: BusLog | undefined;
};

type Handler = (message: unknown) => void;

const DEFAULT_PREFIX = 'bus:';

/** The in-process bus without Redis; with `redisUrl`, instances sharing that Redis see each other's messages. */
export async function createBus(options: BusOptions): Promise<Bus> {
  const local = new LocalHandlers(options.log);
  if (!options.redisUrl) return createLocalBus(local);
  return createRedisBus(options.redisUrl, options.prefix ?? DEFAULT_PREFIX, local, options.log);
}

class LocalHandlers {
  readonly #byChannel = new Map<string, Set<Handler>>();

  constructor(private readonly log: BusLog | undefined) {}

  has(channel: string): boolean {
    return this.#byChannel.has(channel);
  }

  add(channel: string, handler: Handler): () => void {
    let handlers = this.#byChannel.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.#byChannel.set(channel, handlers);
    }
    // A wrapper of its own, so subscribing one function twice gives two independent subscriptions.
    const entry: Handler = (message) => handler(message);
    handlers.add(entry);
    return () => {
      handlers.delete(entry);
      if (handlers.size === 0 && this.#byChannel.get(channel) === handlers) this.#byChannel.delete(channel);
    };
  }

  deliver(channel: string, message: unknown): void {
    const handlers = this.#byChannel.get(channel);
    if (!handlers) return;
    for (const handler of [...handlers]) {
      // One failing subscriber must not keep the message from the others.
      try {
        handler(message);
      } catch (error) {
        this.log?.error({ err: error, channel }, 'bus subscriber failed');
      }
    }
  }

  clear(): void {
    this.#byChannel.clear();
  }
}

function createLocalBus(local: LocalHandlers): Bus {
  return {
    instanceId: randomUUID(),
    publish: (channel, message) => local.deliver(channel, message),
    subscribe: (channel, handler) => local.add(channel, handler),
    onHearing: () => () => {},
    close: async () => local.clear(),
  };
}

async function createRedisBus(
  url: string,
  prefix: string,
  local: LocalHandlers,
  log: BusLog | undefined,
): Promise<Bus> {
  const instanceId = randomUUID();
  // A subscribed connection can issue nothing but (un)subscribe commands, so publishing needs its own.
  const pub = new Redis(url);
  // Named, so an operator (or a test) can find this instance's subscription among Redis's clients.
  const sub = new Redis(url, { connectionName: `bus-sub-${instanceId}` });
  for (const [name, connection] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    connection.on('error', (error: Error) =>
      log?.warn({ err: error }, `bus ${name} connection: ${error.message}`),
    );
  }
  sub.on('pmessageBuffer', (_pattern: Buffer, redisChannel: Buffer, payload: Buffer) => {
    const channel = redisChannel.toString().slice(prefix.length);
    if (!local.has(channel)) return;
    let envelope: unknown;
    try {
      envelope = decode(payload);
    } catch (error) {
      log?.warn({ err: error, channel }, 'bus message is not MessagePack');
      return;
    }
    if (!Array.isArray(envelope) || envelope.length !== 2) return;
    // Our own messages reached our handlers when they were published.
    if (envelope[0] === instanceId) return;
    local.deliver(channel, envelope[1]);
  });
  // One pattern for every channel, acknowledged before the bus is handed out: whatever any
  // instance publishes from then on reaches this one, however late a handler subscribes.
  // The prefix is matched literally, whatever glob characters it holds.
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  try {
    await sub.psubscribe(pattern);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  const hearing = new Set<(hearing: boolean) => void>();
  const tell = (value: boolean) => {
    for (const handler of [...hearing]) {
      try {
        handler(value);
      } catch (error) {
        log?.error({ err: error }, 'bus hearing handler failed');
      }
    }
  };
  sub.on('close', () => tell(false));
  /** A publish failed and none has gone through since. */
  let failing = false;
  // Reconnected: the client subscribes again by itself; heard again once the pattern is acknowledged.
  sub.on('ready', () => {
    sub.psubscribe(pattern).then(
      () => tell(true),
      (error: Error) => log?.warn({ err: error }, `bus subscriber resubscribe: ${error.message}`),
    );
  });

  return {
    instanceId,
    publish(channel, message) {
      local.deliver(channel, message);
      pub.publish(prefix + channel, encode([instanceId, message])).then(
        () => {
          if (!failing) return;
          failing = false;
          log?.warn('bus publishing again');
        },
        (error: Error) => {
          // Once per outage: while Redis is away every publish fails the same way.
          if (failing) return;
          failing = true;
          log?.error({ err: error, channel }, 'bus publish failed');
        },
      );
    },
    subscribe: (channel, handler) => local.add(channel, handler),
    onHearing(handler) {
      // A wrapper of its own, as for subscribe.
      const entry = (value: boolean) => handler(value);
      hearing.add(entry);
      return () => {
        hearing.delete(entry);
      };
    },
    async close() {
      local.clear();
      hearing.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
