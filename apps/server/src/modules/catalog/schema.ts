import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Per-outcome stake limits in minor units (spec section 3). */
export type OutcomeLimits = {
  smis?: number;
  smas?: number;
  smay?: number;
  kmis?: number;
  kmas?: number;
  kmay?: number;
  mintip?: number;
};

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameTr: text('name_tr').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  name: text('name').notNull(),
  flag: text('flag').notNull().default(''),
});

export const tournaments = pgTable('tournaments', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(0),
});

export const teams = pgTable('teams', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  name: text('name').notNull(),
  rating: smallint('rating').notNull().default(50),
});

export const matches = pgTable('matches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  sportId: integer('sport_id').notNull(),
  categoryId: integer('category_id').notNull(),
  tournamentId: integer('tournament_id').notNull(),
  homeTeamId: integer('home_team_id').notNull(),
  awayTeamId: integer('away_team_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('not_started'),
  betStatus: text('bet_status').notNull().default('started'),
  active: smallint('active').notNull().default(1),
  visible: smallint('visible').notNull().default(1),
  liveActive: smallint('live_active').notNull().default(1),
  score: jsonb('score').$type<Record<string, unknown>>(),
  state: jsonb('state').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const markets = pgTable(
  'markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    oddsType: integer('odds_type').notNull(),
    special: text('special').notNull().default(''),
    active: smallint('active').notNull().default(1),
    suspended: smallint('suspended').notNull().default(0),
    visible: smallint('visible').notNull().default(1),
  },
  (t) => [unique().on(t.matchId, t.oddsType, t.special)],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcomeId: text('outcome_id').notNull(),
    name: text('name').notNull(),
    /** Thousandths: 1.85 is 1850. */
    odds: integer('odds').notNull(),
    previousOdds: integer('previous_odds'),
    active: smallint('active').notNull().default(1),
    suspended: smallint('suspended').notNull().default(0),
    limits: jsonb('limits').$type<OutcomeLimits>(),
  },
  (t) => [unique().on(t.marketId, t.outcomeId)],
);
