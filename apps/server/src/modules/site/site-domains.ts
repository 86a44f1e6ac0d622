// A site's host names as its admins change them; the caller drops the site cache after commit.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { siteDomains, sites } from './schema.ts';

/** The site's domains, by name. */
export async function listSiteDomains(db: Executor, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.domain));
  return rows.map((row) => row.domain);
}

/** Points a normalised host name at the site; refused when any site (this one too) already has it. */
export async function addSiteDomain(db: Executor, siteId: number, domain: string): Promise<void> {
  const added = await db
    .insert(siteDomains)
    .values({ domain, siteId })
    .onConflictDoNothing()
    .returning({ domain: siteDomains.domain });
  if (added.length === 0) throw badRequest('domainTaken');
}

/** Takes a host name off the site; never its last one, which would leave it unreachable. */
export async function removeSiteDomain(db: Executor, siteId: number, domain: string): Promise<void> {
  // Removals of one site wait for each other here, so two of them cannot take its last two domains.
  await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
  const domains = await listSiteDomains(db, siteId);
  if (!domains.includes(domain)) throw notFound();
  if (domains.length === 1) throw badRequest('domainLastOne');
  await db.delete(siteDomains).where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.domain, domain)));
}
