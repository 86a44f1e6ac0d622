// A site's static pages in the database.
import type { LanguageCode } from '@bet/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type SitePageRow, sitePages } from '../schema.ts';

export type PageText = { title: string; content: string };
export type PageContent = { pageId: number; lang: LanguageCode } & PageText;

export function pagesOfSite(db: Executor, siteId: number): Promise<SitePageRow[]> {
  return db
    .select()
    .from(sitePages)
    .where(eq(sitePages.siteId, siteId))
    .orderBy(asc(sitePages.pageId), asc(sitePages.lang));
}

/** Every page of a site in one language, by page id. */
export async function pagesInLanguage(
  db: Executor,
  siteId: number,
  lang: LanguageCode,
): Promise<Map<number, PageText>> {
  const rows = await db
    .select({ pageId: sitePages.pageId, title: sitePages.title, content: sitePages.content })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.lang, lang)));
  return new Map(rows.map((row) => [row.pageId, { title: row.title, content: row.content }]));
}

export async function findSitePage(db: Executor, siteId: number, id: number): Promise<SitePageRow | null> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, id)));
  return row ?? null;
}

/** Adds a page; a second one for the same site, page id and language violates site_pages_page_lang. */
export async function insertSitePage(
  db: Executor,
  siteId: number,
  page: PageContent,
  at: Date,
): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values({ siteId, ...page, updatedAt: at })
    .returning();
  if (!row) throw new Error('site page insert returned nothing');
  return row;
}

export async function updateSitePage(
  db: Executor,
  siteId: number,
  id: number,
  page: PageContent,
  at: Date,
): Promise<SitePageRow | null> {
  const [row] = await db
    .update(sitePages)
    .set({ ...page, updatedAt: at })
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSitePage(db: Executor, siteId: number, id: number): Promise<SitePageRow | null> {
  const [row] = await db
    .delete(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, id)))
    .returning();
  return row ?? null;
}
