import type { LanguageCode } from '@bet/domain';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A site's static page in one language; `content` is HTML, sanitized before it is stored. */
export const sitePages = pgTable('site_pages', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  pageId: integer('page_id').notNull(),
  lang: text('lang').$type<LanguageCode>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SitePageRow = typeof sitePages.$inferSelect;
