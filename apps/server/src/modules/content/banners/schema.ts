import type { LanguageCode } from '@bet/domain';
import type { BannerGroupType, DisplayState } from '@bet/domain/api/banners';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A site's group of banners: a slider or a row of links, shown at one place (displayState). */
export const bannerGroups = pgTable('banner_groups', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<BannerGroupType>().notNull(),
  displayState: text('display_state').$type<DisplayState>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BannerGroupRow = typeof bannerGroups.$inferSelect;

/** One banner: an uploaded image (media address and its size), a link and a title; lang null is every language. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  groupId: integer('group_id').notNull(),
  lang: text('lang').$type<LanguageCode>(),
  title: text('title').notNull().default(''),
  url: text('url').notNull().default(''),
  image: text('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BannerRow = typeof banners.$inferSelect;
