// The real server for one test file: the built web app, a fresh in-memory database with the demo data.
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { testConfig } from '../../apps/server/src/config.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedBase, seedDemo } from '../../apps/server/src/db/seed.ts';
import type { AppInstance } from '../../apps/server/src/http/app-instance.ts';
import { createMailer } from '../../apps/server/src/mail/mailer.ts';
import { invalidateSiteCache } from '../../apps/server/src/modules/site/index.ts';

export type E2eServer = {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  database: Database;
  app: AppInstance;
  /** The text of a captcha the page drew (what a person reads off the image). */
  captchaAnswer(captchaId: string): Promise<string>;
  /** Merges settings into the default site's settings and drops the server's cached copy. */
  updateSiteSettings(patch: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
};

export async function startServer(): Promise<E2eServer> {
  const database = await openDatabase({});
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db);
  // A journey signs in and registers more often than the per-IP limits allow a person.
  const config = testConfig({
    webDist: inject('webDist'),
    rateLimits: { loginPerMinute: 10_000, registerPer10Minutes: 10_000 },
  });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config, database),
    now: () => new Date(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server is not listening on a port');
  const query = <T>(text: string, params: unknown[]) =>
    database.withConnection((c) => c.query<T>(text, params));
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    app,
    async captchaAnswer(captchaId) {
      const [row] = await query<{ answer: string }>('select answer from captchas where id = $1', [captchaId]);
      if (!row) throw new Error(`no captcha ${captchaId}`);
      return row.answer;
    },
    async updateSiteSettings(patch) {
      await query(
        'update sites set settings = settings || $1::jsonb, settings_version = settings_version + 1 where is_default',
        [JSON.stringify(patch)],
      );
      invalidateSiteCache();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A server for the enclosing test file: started before its first test, closed after its last. */
export function useServer(): E2eServer {
  const shared = {} as E2eServer;
  let started: E2eServer | undefined;
  beforeAll(async () => {
    started = await startServer();
    Object.assign(shared, started);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return shared;
}
