// A site's promotions in the database.
import type { LanguageCode } from '@bet/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type PromotionRow, promotions } from './promotions-schema.ts';

export type PromotionFields = Omit<PromotionRow, 'id' | 'siteId' | 'updatedAt'>;

export function promotionsOfSite(db: Executor, siteId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.siteId, siteId))
    .orderBy(asc(promotions.lang), asc(promotions.position), asc(promotions.id));
}

/** A site's promotions in one language, in list order, whatever their window. */
export function promotionsInLanguage(
  db: Executor,
  siteId: number,
  lang: LanguageCode,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.lang, lang)))
    .orderBy(asc(promotions.position), asc(promotions.id));
}

export async function findPromotion(db: Executor, siteId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)));
  return row ?? null;
}

export async function insertPromotion(
  db: Executor,
  siteId: number,
  fields: PromotionFields,
  at: Date,
): Promise<PromotionRow> {
  const [row] = await db
    .insert(promotions)
    .values({ siteId, ...fields, updatedAt: at })
    .returning();
  if (!row) throw new Error('promotion insert returned nothing');
  return row;
}

export async function updatePromotion(
  db: Executor,
  siteId: number,
  id: number,
  fields: PromotionFields,
  at: Date,
): Promise<PromotionRow | null> {
  const [row] = await db
    .update(promotions)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePromotion(
  db: Executor,
  siteId: number,
  id: number,
): Promise<PromotionRow | null> {
  const [row] = await db
    .delete(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)))
    .returning();
  return row ?? null;
}
