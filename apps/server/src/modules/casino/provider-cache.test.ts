// The wallet's provider cache on two instances sharing one Redis: a secret rotated through one
// instance is the only one the other holds once the change is announced, and an unknown code is
// never kept.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { seedBase } from '../../db/seed.ts';
import { type Bus, createBus } from '../../realtime/bus.ts';
import { testRedisUrl } from '../../realtime/test-client.ts';
import { useTestDatabase } from '../../test/databases.ts';
import { defaultSite } from '../../test/factories.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { createProvider, rotateProviderSecret } from './admin/provider-registry.ts';
import { announceProviderChange, createProviderCache, type ProviderCache } from './provider-cache.ts';

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe('the wallet’s provider cache across two instances', () => {
  const database = useTestDatabase('pglite');
  const key = secretsKeyOf(testConfig());
  const now = new Date('2026-03-01T12:00:00Z');
  let buses: [Bus, Bus];
  let caches: [ProviderCache, ProviderCache];
  beforeAll(async () => {
    await seedBase(database.db);
    const prefix = `test-${randomUUID()}:`;
    buses = [
      await createBus({ redisUrl: testRedisUrl, prefix }),
      await createBus({ redisUrl: testRedisUrl, prefix }),
    ];
    caches = [
      createProviderCache(database.db, key, buses[0]),
      createProviderCache(database.db, key, buses[1]),
    ];
  });
  afterAll(async () => {
    for (const cache of caches ?? []) cache.close();
    for (const bus of buses ?? []) await bus.close();
  });

  it('forgets a rotated secret on the other instance once the rotation is announced', async () => {
    const site = await defaultSite(database.db);
    const { secret } = await createProvider(
      database.db,
      key,
      site.id,
      { code: 'twin', name: 'Twin', launchUrl: 'https://twin.example/{token}' },
      now,
    );
    const [, other] = caches;
    expect((await other.of('twin'))?.secret).toBe(secret);
    const { id } = (await other.of('twin')) ?? { id: 0 };
    const rotated = await rotateProviderSecret(database.db, key, id, now);
    // Unannounced, the other instance still trusts what it read.
    expect((await other.of('twin'))?.secret).toBe(secret);
    announceProviderChange(buses[0], 'twin');
    expect(await until(async () => (await other.of('twin'))?.secret === rotated.secret)).toBe(true);
  });

  it('keeps no unknown code, so a provider registered later is found at once', async () => {
    const [cache] = caches;
    expect(await cache.of('late')).toBeNull();
    const site = await defaultSite(database.db);
    await createProvider(
      database.db,
      key,
      site.id,
      { code: 'late', name: 'Late', launchUrl: '/{token}' },
      now,
    );
    expect((await cache.of('late'))?.code).toBe('late');
  });
});
