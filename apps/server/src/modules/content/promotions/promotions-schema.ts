import type { LanguageCode } from '@bet/domain';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A site's promotion in one language: a banner image opening a title and sanitized HTML. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  lang: text('lang').$type<LanguageCode>().notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  content: text('content').notNull().default(''),
  position: integer('position').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PromotionRow = typeof promotions.$inferSelect;
