// Coupons and their picks (migration 0009). Money in minor units, odds in thousandths.
import type { PickResult, TicketType } from '@bet/domain/betting/types';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type CouponPhase = 'held' | 'accepted' | 'released';

export const coupons = pgTable('coupons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ticketId: text('ticket_id').notNull(),
  userId: integer('user_id').notNull(),
  requestId: text('request_id').notNull(),
  ticketType: text('ticket_type').$type<TicketType>().notNull(),
  isLive: boolean('is_live').notNull(),
  phase: text('phase').$type<CouponPhase>().notNull().default('accepted'),
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  status: smallint('status').notNull().default(0),
  staketype: smallint('staketype').notNull(),
  systemSizes: smallint('system_sizes').array().notNull().default([]),
  combinations: integer('combinations').notNull(),
  currency: text('currency').notNull(),
  ticketStake: bigint('ticket_stake', { mode: 'number' }).notNull(),
  totalStake: bigint('total_stake', { mode: 'number' }).notNull(),
  totalOdds: integer('total_odds').notNull(),
  oddsCap: integer('odds_cap').notNull(),
  bonusBp: integer('bonus_bp').notNull().default(0),
  maxPay: bigint('max_pay', { mode: 'number' }).notNull(),
  userMaxPay: bigint('user_max_pay', { mode: 'number' }).notNull(),
  income: bigint('income', { mode: 'number' }).notNull().default(0),
  bonusPay: bigint('bonus_pay', { mode: 'number' }).notNull().default(0),
  paid: boolean('paid').notNull().default(false),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  settleRound: integer('settle_round').notNull().default(0),
  picksHash: text('picks_hash').notNull().default(''),
});

export const couponPicks = pgTable(
  'coupon_picks',
  {
    couponId: bigint('coupon_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    oddsType: integer('odds_type').notNull(),
    special: text('special').notNull(),
    outcomeId: text('outcome_id').notNull(),
    odds: integer('odds').notNull(),
    live: boolean('live').notNull(),
    banker: boolean('banker').notNull().default(false),
    takenMinute: text('taken_minute').notNull().default(''),
    takenScore: text('taken_score').notNull().default(''),
    result: text('result').$type<PickResult>().notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.position] })],
);
