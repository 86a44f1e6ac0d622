// The site's uploaded logo: stored in the database (every instance serves the same bytes) and named
// in its address by a hash of its content, so browsers and proxies may keep it for good.
import { createHash } from 'node:crypto';
import type { LogoType } from '@bet/domain/site-logo';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type SiteAssetRow, siteAssets } from './schema.ts';
import { patchSiteSettings } from './sites-repo.ts';

/** The public address of a site's logo file; a new file gets a new one. */
export const logoUrl = (siteId: number, hash: string) => `/api/site/logo/${siteId}/${hash}`;

/**
 * Replaces the site's logo with a checked image and points its site_logo setting at it, in the
 * caller's transaction. Answers the settings before and after, as patchSiteSettings does.
 */
export async function storeSiteLogo(
  db: Executor,
  siteId: number,
  image: { contentType: LogoType; body: Buffer },
  at: Date,
) {
  const hash = createHash('sha256').update(image.body).digest('hex').slice(0, 16);
  // The settings first: their row lock orders this against every other write of the site's settings.
  const changed = await patchSiteSettings(db, siteId, { site_logo: logoUrl(siteId, hash) }, at);
  const file = { ...image, hash, updatedAt: at };
  await db
    .insert(siteAssets)
    .values({ siteId, kind: 'logo', ...file })
    .onConflictDoUpdate({ target: [siteAssets.siteId, siteAssets.kind], set: file });
  return changed;
}

/** The site's current logo file, or null when none was uploaded. */
export async function findSiteLogo(db: Executor, siteId: number): Promise<SiteAssetRow | null> {
  const [row] = await db
    .select()
    .from(siteAssets)
    .where(and(eq(siteAssets.siteId, siteId), eq(siteAssets.kind, 'logo')));
  return row ?? null;
}
