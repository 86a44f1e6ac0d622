import { seedRoles } from '../modules/account/index.ts';
import { seedDemoPages } from '../modules/content/index.ts';
import { loadAllSites, seedSiteData } from '../modules/site/index.ts';
import type { Executor } from './client.ts';

export { DEMO_LOGINS, seedDemo } from './demo-seed.ts';

/**
 * What every installation needs: the default site, the reference lists, and each site's roles and
 * starting pages. Idempotent.
 */
export async function seedBase(db: Executor): Promise<void> {
  await seedSiteData(db);
  for (const site of (await loadAllSites(db)).sites) {
    await seedRoles(db, site.id);
    await seedDemoPages(db, site.id);
  }
}
