import type { Cards, LiveState, TeamScore } from '@bet/domain/sportsbook/live-state';
import type { StoredMarket } from '@bet/domain/sportsbook/market-diff';
import { bigint, bigserial, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// The market list of a match as the catalogue keeps it (odds in thousandths).
export type { StoredMarket, StoredOutcome } from '@bet/domain/sportsbook/market-diff';

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
  state: jsonb('state').$type<LiveState>(),
  version: integer('version').notNull().default(0),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchMarkets = pgTable('match_markets', {
  matchId: bigint('match_id', { mode: 'number' }).primaryKey(),
  markets: jsonb('markets').$type<StoredMarket[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The columns that say which match it is: sport, league, teams and kick-off. */
export const fixtureColumns = () => ({
  sportId: matches.sportId,
  categoryId: matches.categoryId,
  tournamentId: matches.tournamentId,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  startsAt: matches.startsAt,
});

export const matchResults = pgTable('match_results', {
  matchId: bigint('match_id', { mode: 'number' }).primaryKey(),
  status: text('status').notNull(),
  score: jsonb('score').$type<TeamScore>().notNull(),
  periods: jsonb('periods').$type<TeamScore[]>().notNull(),
  corners: jsonb('corners').$type<TeamScore>(),
  cards: jsonb('cards').$type<Cards>(),
  /** Which team scored each goal, in order (football; next-goal markets settle on it). */
  goals: jsonb('goals').$type<('home' | 'away')[]>(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tvStreams = pgTable('tv_streams', {
  matchId: bigint('match_id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
