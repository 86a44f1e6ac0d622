// A site's affiliate banners in the database; every read and write is limited to the site.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { affiliateBanners } from './schema.ts';

export type AffiliateBannerRow = typeof affiliateBanners.$inferSelect;
export type AffiliateBannerFields = Pick<
  AffiliateBannerRow,
  'name' | 'url' | 'width' | 'height' | 'position'
>;

const ofSite = (siteId: number, id: number) =>
  and(eq(affiliateBanners.siteId, siteId), eq(affiliateBanners.id, id));

/** The site's banners in display order. */
export const affiliateBannersOf = (db: Executor, siteId: number): Promise<AffiliateBannerRow[]> =>
  db
    .select()
    .from(affiliateBanners)
    .where(eq(affiliateBanners.siteId, siteId))
    .orderBy(asc(affiliateBanners.position), asc(affiliateBanners.id));

export async function findAffiliateBanner(db: Executor, siteId: number, id: number) {
  const [row] = await db.select().from(affiliateBanners).where(ofSite(siteId, id));
  return row ?? null;
}

export async function insertAffiliateBanner(db: Executor, siteId: number, fields: AffiliateBannerFields) {
  const [row] = await db
    .insert(affiliateBanners)
    .values({ siteId, ...fields })
    .returning();
  if (!row) throw new Error('affiliate banner insert returned no row');
  return row;
}

export async function updateAffiliateBanner(
  db: Executor,
  siteId: number,
  id: number,
  fields: AffiliateBannerFields,
) {
  const [row] = await db.update(affiliateBanners).set(fields).where(ofSite(siteId, id)).returning();
  return row ?? null;
}

export async function deleteAffiliateBanner(db: Executor, siteId: number, id: number) {
  const [row] = await db.delete(affiliateBanners).where(ofSite(siteId, id)).returning();
  return row ?? null;
}
