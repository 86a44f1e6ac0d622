import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type SiteRow, siteDomains, sites } from './schema.ts';

export type SiteDomainRow = typeof siteDomains.$inferSelect;

/** Every site and every domain pointing at one; the white-label sites of an installation are few. */
export async function loadAllSites(db: Executor): Promise<{ sites: SiteRow[]; domains: SiteDomainRow[] }> {
  const [siteRows, domainRows] = await Promise.all([
    db.select().from(sites).orderBy(asc(sites.id)),
    db.select().from(siteDomains),
  ]);
  return { sites: siteRows, domains: domainRows };
}

/** The default site (the platform's own), or null before the base seed. */
export async function findDefaultSite(db: Executor): Promise<SiteRow | null> {
  const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
  return site ?? null;
}
