// Rate limits: counted in Redis, shared by every instance, while Redis answers; in this instance's
// memory while it does not, so signing in and betting keep working through a Redis outage.
import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

type Count = { current: number; ttl: number };

/** Fixed windows: the first hit of a window sets its expiry. */
const INCR = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** Counters kept past this many are swept of the expired ones. */
const LOCAL_SWEEP_AT = 10_000;

/** Fixed windows in this instance's memory. */
export class LocalCounts {
  readonly #counts = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, timeWindow: number, now = Date.now()): Count {
    let entry = this.#counts.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.#counts.size >= LOCAL_SWEEP_AT) this.#sweep(now);
      entry = { current: 0, endsAt: now + timeWindow };
      this.#counts.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#counts) if (entry.endsAt <= now) this.#counts.delete(key);
  }
}

type RateLimitLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;
type FastifyRateLimitStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RouteStoreOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** A store counting in Redis when it is ready, and in memory (with a warning) when it is not. */
export function fallbackStore(redis: Redis, namespace: string, log: RateLimitLog) {
  const local = new LocalCounts();
  let inMemory = false;
  const toMemory = (reason: string) => {
    if (inMemory) return;
    inMemory = true;
    log.warn(`rate limits counted in this instance's memory until Redis answers again (${reason})`);
  };
  const toRedis = () => {
    if (!inMemory) return;
    inMemory = false;
    log.info('rate limits counted in Redis again');
  };

  const count = (key: string, timeWindow: number, callback: (error: null, count: Count) => void) => {
    // Not ready: answer at once rather than wait for a reconnect.
    if (redis.status !== 'ready') {
      toMemory(`Redis ${redis.status}`);
      callback(null, local.incr(key, timeWindow));
      return;
    }
    redis.eval(INCR, 1, key, timeWindow).then(
      (reply) => {
        const [current, ttl] = reply as [number, number];
        toRedis();
        callback(null, { current, ttl });
      },
      (error: Error) => {
        toMemory(error.message);
        callback(null, local.incr(key, timeWindow));
      },
    );
  };

  return class FallbackStore implements FastifyRateLimitStore {
    /** The plugin gives its options; routes' stores are made by `child` with their own key prefix. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = namespace,
    ) {}

    incr(key: string, callback: (error: null, count: Count) => void, timeWindow: number): void {
      count(this.prefix + key, timeWindow, callback);
    }

    child(options: FastifyRateLimitStoreOptions): FallbackStore {
      // The plugin hands the route under `routeInfo`, which its types leave out.
      const route = (options as RouteStoreOptions).routeInfo;
      return new FallbackStore({}, `${this.prefix}${route?.method}${route?.url}-`);
    }
  };
}

/** Registers the rate-limit plugin (limits are set per route); with Redis, shared by the instances. */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
  namespace: string,
): Promise<void> {
  if (!redisUrl) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  // Commands fail at once while Redis is away, instead of queueing behind the reconnect.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {
    // Reported by the store when it falls back to memory; ioredis reconnects by itself.
  });
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(fastifyRateLimit, { global: false, store: fallbackStore(redis, namespace, app.log) });
}
