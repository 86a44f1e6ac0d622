// The real server for one test file: the built web app and back office, a fresh in-memory database with the demo data.
import { afterAll, beforeAll, inject } from 'vitest';
import { invalidateSiteCache } from '../../apps/server/src/modules/site/index.ts';
import { type StartedServer, startServer } from '../../apps/server/src/test/start-server.ts';
import { FEED_SEED } from './feed-clock.ts';

export type E2eServer = StartedServer & {
  /** Merges settings into the default site's settings and drops the server's cached copy. */
  updateSiteSettings(patch: Record<string, unknown>): Promise<void>;
};

export async function startE2eServer(): Promise<E2eServer> {
  const server = await startServer({
    config: {
      webDist: inject('webDist'),
      adminDist: inject('adminDist'),
      // A journey signs in and registers more often than the per-IP limits allow a person.
      rateLimits: { loginPerMinute: 10_000, registerPer10Minutes: 10_000 },
      // The odds simulator, two days ahead and 60 times faster: matches start and finish during a run.
      feed: { provider: 'simulator', seed: FEED_SEED, speed: 60, margin: 0.07, days: 2 },
    },
  });
  const query = <T>(text: string, params: unknown[]) =>
    server.database.withConnection((c) => c.query<T>(text, params));
  return {
    ...server,
    async updateSiteSettings(patch) {
      await query(
        'update sites set settings = settings || $1::jsonb, settings_version = settings_version + 1 where is_default',
        [JSON.stringify(patch)],
      );
      invalidateSiteCache();
    },
  };
}

/** A server for the enclosing test file: started before its first test, closed after its last. */
export function useServer(): E2eServer {
  const shared = {} as E2eServer;
  let started: E2eServer | undefined;
  beforeAll(async () => {
    started = await startE2eServer();
    Object.assign(shared, started);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return shared;
}
