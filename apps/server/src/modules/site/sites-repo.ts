import { resolveSiteSettings, type SiteSettings } from '@bet/domain/site-settings';
import { asc, eq, sql } from 'drizzle-orm';
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

/** The site's stored settings, read through the schema (missing or bad keys take their defaults). */
export async function loadSiteSettings(
  db: Executor,
  siteId: number,
): Promise<{ settings: SiteSettings; version: number }> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).for('update');
  if (!site) throw new Error(`no site ${siteId}`);
  return { settings: resolveSiteSettings(site.settings), version: site.settingsVersion };
}

/**
 * Merges a validated patch into the site's settings and bumps their version (the players' settings
 * fetch carries it). Answers the settings before and after; caches are dropped by the caller.
 */
export async function patchSiteSettings(
  db: Executor,
  siteId: number,
  patch: Partial<SiteSettings>,
  at: Date,
) {
  const before = await loadSiteSettings(db, siteId);
  const after = resolveSiteSettings({ ...before.settings, ...patch });
  await db
    .update(sites)
    .set({ settings: after, settingsVersion: sql`${sites.settingsVersion} + 1`, updatedAt: at })
    .where(eq(sites.id, siteId));
  return { before: before.settings, after };
}
