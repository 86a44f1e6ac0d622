import type { LogoType } from '@bet/domain/site-logo';
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

// node-postgres answers bytea as a Buffer, PGlite as a Uint8Array: callers always get a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Files a site's operator uploaded (its logo): one current file per kind, named in URLs by `hash`. */
export const siteAssets = pgTable(
  'site_assets',
  {
    siteId: integer('site_id').notNull(),
    kind: text('kind').$type<'logo'>().notNull(),
    contentType: text('content_type').$type<LogoType>().notNull(),
    hash: text('hash').notNull(),
    body: bytea('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.kind] })],
);

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
export type SiteAssetRow = typeof siteAssets.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
