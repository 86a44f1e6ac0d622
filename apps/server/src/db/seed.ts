import { seedSiteData } from '../modules/site/index.ts';
import type { Executor } from './client.ts';

export { DEMO_LOGINS, seedDemo } from './demo-seed.ts';

/** What every installation needs: the default site and the reference lists. Idempotent. */
export async function seedBase(db: Executor): Promise<void> {
  await seedSiteData(db);
}
