// The casino catalogue's tables (migration 0024): companies, categories and games by service id,
// each site's choice of them, and the dealers' daily casino stake limits with their usage.
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A company (provider of games): its id is the games' master service id. */
export const casinoCompanies = pgTable('casino_companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  /** Stake range shown with a slot provider ("1 - 500 TL"). */
  limitText: text('limit_text').notNull().default(''),
  /** The wallet provider (casino_providers) that runs its games. */
  providerId: integer('provider_id').notNull(),
  topServiceId: integer('top_service_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A live casino category of a company. */
export const casinoCategories = pgTable('casino_categories', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** A game: its id is its service id, its company its master service. */
export const casinoGames = pgTable(
  'casino_games',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    categoryId: integer('category_id'),
    /** The wallet provider's own code of the game. */
    gameCode: text('game_code').notNull(),
    title: text('title').notNull(),
    logo: text('logo').notNull().default(''),
    /** JSON text handed to clients as is (limitID). */
    extras: text('extras').notNull().default('{}'),
    openLobby: smallint('open_lobby').notNull().default(0),
    /** The launch answer's iframe: 8 opens the game in an overlay. */
    iframe: smallint('iframe').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.gameCode)],
);

/** Whether and where a site lists a company. */
export const casinoSiteCompanies = pgTable(
  'casino_site_companies',
  {
    siteId: integer('site_id').notNull(),
    companyId: integer('company_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.companyId] })],
);

/** Whether and where a site lists a game, and under which Home tabs (popular, new). */
export const casinoSiteGames = pgTable(
  'casino_site_games',
  {
    siteId: integer('site_id').notNull(),
    gameId: integer('game_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.gameId] })],
);

/** A dealer's daily casino stake limit for its whole subtree, minor units; 0 is unlimited. */
export const casinoDealerLimits = pgTable('casino_dealer_limits', {
  dealerId: integer('dealer_id').primaryKey(),
  dailyStakeLimit: bigint('daily_stake_limit', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The casino stakes a dealer's subtree placed on one day, minor units. */
export const casinoDealerUsage = pgTable(
  'casino_dealer_usage',
  {
    dealerId: integer('dealer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    staked: bigint('staked', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.day] })],
);
