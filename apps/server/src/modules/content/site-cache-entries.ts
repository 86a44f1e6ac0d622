// Cached values of many sites, kept under keys that start with "<siteId>:". A change announced on
// the bus drops that site's values on every instance; hearing the bus again drops them all, since
// an announcement may have been lost while this instance could not hear.
import { type CachedValue, cachedValue } from '../../db/cached-value.ts';
import type { Bus } from '../../realtime/bus.ts';

/** A backstop only: changes are announced. */
const CONTENT_CACHE_MS = 10 * 60 * 1000;

export type SiteCacheEntries<T> = {
  /** The value under the key (siteId first), loaded on first use. */
  get(siteId: number, rest: string, load: () => Promise<T>): Promise<T>;
  close(): void;
};

export function siteCacheEntries<T>(bus: Bus, channel: string, now: () => Date): SiteCacheEntries<T> {
  const entries = new Map<string, CachedValue<T>>();
  const drop = (siteId?: number) => {
    for (const [key, entry] of entries) {
      if (siteId === undefined || key.startsWith(`${siteId}:`)) entry.invalidate();
    }
  };
  const unfollow = bus.subscribe(channel, (message) => {
    const siteId = (message as { siteId?: unknown }).siteId;
    drop(typeof siteId === 'number' ? siteId : undefined);
  });
  const unhear = bus.onHearing((hearing) => {
    if (hearing) drop();
  });
  return {
    get(siteId, rest, load) {
      const key = `${siteId}:${rest}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = cachedValue(load, now, CONTENT_CACHE_MS);
        entries.set(key, entry);
      }
      return entry.get();
    },
    close() {
      unfollow();
      unhear();
    },
  };
}
