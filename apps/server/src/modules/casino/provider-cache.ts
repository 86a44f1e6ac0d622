// The wallet's providers with their opened secrets, kept in memory by code: every call names its
// provider, so reading and opening the secret on each would cost a query and a decryption. A
// rotated secret or a changed provider is announced on the bus, and every instance reads it again at
// once (and all of them after it hears the bus again, since an announcement may have been lost).
import type { Executor } from '../../db/client.ts';
import type { Bus } from '../../realtime/bus.ts';
import { findProvider, type Provider } from './providers.ts';

const CHANNEL = 'casino.provider.changed';
/** A backstop only: changes are announced. */
const PROVIDER_CACHE_MS = 60_000;

/** Tells every instance sharing the bus, this one first, to read the provider again. */
export function announceProviderChange(bus: Bus, code: string): void {
  bus.publish(CHANNEL, { code });
}

export type ProviderCache = { of(code: string): Promise<Provider | null>; close(): void };

export function createProviderCache(db: Executor, key: Buffer, bus: Bus): ProviderCache {
  const kept = new Map<string, { provider: Promise<Provider | null>; until: number }>();
  const unfollow = bus.subscribe(CHANNEL, (message) => {
    const code = (message as { code?: unknown } | null)?.code;
    if (typeof code === 'string') kept.delete(code);
  });
  const unhear = bus.onHearing((hearing) => {
    if (hearing) kept.clear();
  });
  return {
    of(code) {
      const now = Date.now();
      const entry = kept.get(code);
      if (entry && entry.until > now) return entry.provider;
      const provider = findProvider(db, key, code);
      // Unknown codes are not kept: anyone may send them. A failed read is not kept either.
      const forget = () => {
        if (kept.get(code)?.provider === provider) kept.delete(code);
      };
      kept.set(code, { provider, until: now + PROVIDER_CACHE_MS });
      provider.then((found) => found ?? forget(), forget);
      return provider;
    },
    close() {
      unfollow();
      unhear();
    },
  };
}
