import { invalidateSiteCache } from '../modules/site/index.ts';
import type { TestApp } from './test-app.ts';

/** Runs raw SQL on the test database, for reading what the API does not tell. */
export async function sql<T>(t: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  return t.database.withConnection((c) => c.query<T>(text, params));
}

/** Merges settings into the default site and drops the cached copy. */
export async function setSiteSettings(t: TestApp, settings: Record<string, unknown>): Promise<void> {
  await sql(t, 'update sites set settings = settings || $1::jsonb where is_default', [
    JSON.stringify(settings),
  ]);
  invalidateSiteCache();
}
