import type { LanguageCode } from '@bet/domain';
import { boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A site's pop-up in one language; `type` and `type2` decide where the site shows it. */
export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  lang: text('lang').$type<LanguageCode>().notNull(),
  type: smallint('type').notNull(),
  type2: smallint('type2').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  autoClose: boolean('auto_close').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PopupRow = typeof popups.$inferSelect;
