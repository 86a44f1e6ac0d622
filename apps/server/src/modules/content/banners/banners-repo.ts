// A site's banner groups and banners in the database.
import type { LanguageCode } from '@bet/domain';
import type { BannerGroupType, DisplayState } from '@bet/domain/api/banners';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type BannerGroupRow, type BannerRow, bannerGroups, banners } from './schema.ts';

export type GroupFields = {
  name: string;
  type: BannerGroupType;
  displayState: DisplayState;
  sortOrder: number;
};
export type BannerFields = {
  groupId: number;
  lang: LanguageCode | null;
  title: string;
  url: string;
  image: string;
  width: number;
  height: number;
  sortOrder: number;
};
export type GroupWithBanners = BannerGroupRow & { banners: BannerRow[] };

/** Every group of the site with its banners, both in display order. */
export async function groupsOfSite(db: Executor, siteId: number): Promise<GroupWithBanners[]> {
  const groups = await db
    .select()
    .from(bannerGroups)
    .where(eq(bannerGroups.siteId, siteId))
    .orderBy(asc(bannerGroups.sortOrder), asc(bannerGroups.id));
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.siteId, siteId))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return groups.map((group) => ({ ...group, banners: rows.filter((row) => row.groupId === group.id) }));
}

export async function findGroup(db: Executor, siteId: number, id: number): Promise<BannerGroupRow | null> {
  const [row] = await db
    .select()
    .from(bannerGroups)
    .where(and(eq(bannerGroups.siteId, siteId), eq(bannerGroups.id, id)));
  return row ?? null;
}

export async function findBanner(db: Executor, siteId: number, id: number): Promise<BannerRow | null> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.siteId, siteId), eq(banners.id, id)));
  return row ?? null;
}

/** Adds a group (no id) or changes the site's group; null when the id is not the site's. */
export async function saveGroup(
  db: Executor,
  siteId: number,
  id: number | undefined,
  fields: GroupFields,
  at: Date,
): Promise<BannerGroupRow | null> {
  const [row] =
    id === undefined
      ? await db
          .insert(bannerGroups)
          .values({ siteId, ...fields, updatedAt: at })
          .returning()
      : await db
          .update(bannerGroups)
          .set({ ...fields, updatedAt: at })
          .where(and(eq(bannerGroups.siteId, siteId), eq(bannerGroups.id, id)))
          .returning();
  return row ?? null;
}

/** Adds a banner (no id) or changes the site's banner; null when the id is not the site's. */
export async function saveBanner(
  db: Executor,
  siteId: number,
  id: number | undefined,
  fields: BannerFields,
  at: Date,
): Promise<BannerRow | null> {
  const [row] =
    id === undefined
      ? await db
          .insert(banners)
          .values({ siteId, ...fields, updatedAt: at })
          .returning()
      : await db
          .update(banners)
          .set({ ...fields, updatedAt: at })
          .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
          .returning();
  return row ?? null;
}

/** Removes the site's group and, by the foreign key, its banners. */
export async function deleteGroup(db: Executor, siteId: number, id: number): Promise<BannerGroupRow | null> {
  const [row] = await db
    .delete(bannerGroups)
    .where(and(eq(bannerGroups.siteId, siteId), eq(bannerGroups.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteBanner(db: Executor, siteId: number, id: number): Promise<BannerRow | null> {
  const [row] = await db
    .delete(banners)
    .where(and(eq(banners.siteId, siteId), eq(banners.id, id)))
    .returning();
  return row ?? null;
}
