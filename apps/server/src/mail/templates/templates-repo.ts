// The sites' own e-mail templates in the database.
import type { MailKind } from '@bet/domain/api/admin/mail-templates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MailTemplateRow, mailTemplates } from '../schema.ts';

export type TemplateKey = { siteId: number; kind: MailKind; lang: string };

export function templatesOfSite(db: Executor, siteId: number): Promise<MailTemplateRow[]> {
  return db
    .select()
    .from(mailTemplates)
    .where(eq(mailTemplates.siteId, siteId))
    .orderBy(asc(mailTemplates.kind), asc(mailTemplates.lang));
}

/** The site's templates of one kind in any of the languages. */
export function templatesIn(
  db: Executor,
  siteId: number,
  kind: MailKind,
  langs: readonly string[],
): Promise<MailTemplateRow[]> {
  return db
    .select()
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.siteId, siteId),
        eq(mailTemplates.kind, kind),
        inArray(mailTemplates.lang, [...langs]),
      ),
    );
}

const keyIs = (key: TemplateKey) =>
  and(
    eq(mailTemplates.siteId, key.siteId),
    eq(mailTemplates.kind, key.kind),
    eq(mailTemplates.lang, key.lang),
  );

/** Writes the site's template, replacing the one it had; answers it as stored. */
export async function upsertTemplate(
  db: Executor,
  key: TemplateKey,
  text: { subject: string; body: string },
  at: Date,
): Promise<MailTemplateRow> {
  const [row] = await db
    .insert(mailTemplates)
    .values({ ...key, ...text, updatedAt: at })
    .onConflictDoUpdate({
      target: [mailTemplates.siteId, mailTemplates.kind, mailTemplates.lang],
      set: { ...text, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('mail template upsert returned nothing');
  return row;
}

export async function findTemplate(db: Executor, key: TemplateKey): Promise<MailTemplateRow | null> {
  const [row] = await db.select().from(mailTemplates).where(keyIs(key));
  return row ?? null;
}

export async function deleteTemplate(db: Executor, key: TemplateKey): Promise<MailTemplateRow | null> {
  const [row] = await db.delete(mailTemplates).where(keyIs(key)).returning();
  return row ?? null;
}
