import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  operatorId: integer('operator_id').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  settingsVersion: integer('settings_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id').notNull(),
});

/** Interface languages; `sort` orders the picker and is the id the spec's client reads. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  dir: text('dir').$type<'ltr' | 'rtl'>().notNull().default('ltr'),
  locale: text('locale').notNull(),
  flag: text('flag').notNull().default(''),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  name: text('name').notNull(),
  nicename: text('nicename').notNull(),
  iso3: text('iso3'),
  numcode: integer('numcode'),
  phonecode: integer('phonecode').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  minorDigits: smallint('minor_digits').notNull().default(2),
  status: smallint('status').notNull().default(1),
});

export type SiteRow = typeof sites.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
