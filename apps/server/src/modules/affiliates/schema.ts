import type { AffiliateStatus } from '@bet/domain/api/admin/affiliates';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/** A player's affiliate request and, once approved, the operator's terms (rates in basis points). */
export const affiliateAccounts = pgTable('affiliate_accounts', {
  userId: integer('user_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  status: text('status').$type<AffiliateStatus>().notNull().default('pending'),
  percentBp: integer('percent_bp').notNull().default(0),
  /** 0 monthly, 1 weekly. */
  cutoff: smallint('cutoff').$type<0 | 1>().notNull().default(0),
  carryOver: boolean('carry_over').notNull().default(true),
  tierBp: integer('tier_bp').notNull().default(0),
  requestedAt: at('requested_at').notNull(),
  decidedAt: at('decided_at'),
  decidedBy: integer('decided_by'),
});
export type AffiliateAccountRow = typeof affiliateAccounts.$inferSelect;

/** One affiliate's revenue share for one period, as computed from the ledger and paid. */
export const affiliateStatements = pgTable('affiliate_statements', {
  id: serial('id').primaryKey(),
  affiliateUserId: integer('affiliate_user_id').notNull(),
  periodId: text('period_id').notNull(),
  periodStart: at('period_start').notNull(),
  periodEnd: at('period_end').notNull(),
  currency: text('currency').notNull(),
  stakes: money('stakes').notNull(),
  wins: money('wins').notNull(),
  bonuses: money('bonuses').notNull(),
  ngr: money('ngr').notNull(),
  carriedIn: money('carried_in').notNull(),
  share: money('share').notNull(),
  tierShare: money('tier_share').notNull(),
  total: money('total').notNull(),
  carriedOut: money('carried_out').notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  computedAt: at('computed_at').notNull(),
});
export type AffiliateStatementRow = typeof affiliateStatements.$inferSelect;

/** A statement's figures per referred player. */
export const affiliateStatementItems = pgTable(
  'affiliate_statement_items',
  {
    statementId: integer('statement_id').notNull(),
    playerUserId: integer('player_user_id').notNull(),
    stakes: money('stakes').notNull(),
    wins: money('wins').notNull(),
    bonuses: money('bonuses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.playerUserId] })],
);

/** Banners a site offers its affiliates (spec 002 §3: id, name, url, width, height). */
export const affiliateBanners = pgTable('affiliate_banners', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
});
