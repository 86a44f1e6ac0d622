// A site's pop-ups in the database.
import type { LanguageCode } from '@bet/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type PopupRow, popups } from './popups-schema.ts';

export type PopupFields = Omit<PopupRow, 'id' | 'siteId' | 'updatedAt'>;

export function popupsOfSite(db: Executor, siteId: number): Promise<PopupRow[]> {
  return db.select().from(popups).where(eq(popups.siteId, siteId)).orderBy(asc(popups.lang), asc(popups.id));
}

/** A site's pop-ups in one language, oldest first (the rotation's order), whatever their window. */
export function popupsInLanguage(db: Executor, siteId: number, lang: LanguageCode): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(and(eq(popups.siteId, siteId), eq(popups.lang, lang)))
    .orderBy(asc(popups.id));
}

export async function findPopup(db: Executor, siteId: number, id: number): Promise<PopupRow | null> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.siteId, siteId), eq(popups.id, id)));
  return row ?? null;
}

export async function insertPopup(
  db: Executor,
  siteId: number,
  fields: PopupFields,
  at: Date,
): Promise<PopupRow> {
  const [row] = await db
    .insert(popups)
    .values({ siteId, ...fields, updatedAt: at })
    .returning();
  if (!row) throw new Error('popup insert returned nothing');
  return row;
}

export async function updatePopup(
  db: Executor,
  siteId: number,
  id: number,
  fields: PopupFields,
  at: Date,
): Promise<PopupRow | null> {
  const [row] = await db
    .update(popups)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(popups.siteId, siteId), eq(popups.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePopup(db: Executor, siteId: number, id: number): Promise<PopupRow | null> {
  const [row] = await db
    .delete(popups)
    .where(and(eq(popups.siteId, siteId), eq(popups.id, id)))
    .returning();
  return row ?? null;
}
