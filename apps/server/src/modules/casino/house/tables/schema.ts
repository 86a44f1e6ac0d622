import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { RouletteBet } from '@bet/domain/casino/roulette';
import type { HouseRoundState } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });


/** A placement at an in-house live table, paid once its round's outcome is revealed. */
export const houseTableBets = pgTable(
  'house_table_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    round: bigint('round', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    requestId: text('request_id').notNull(),
    /** The launch token the win is paid under, sealed with the secrets key. */
    tokenSealed: text('token_sealed').notNull(),
    currency: text('currency').notNull(),
    bets: jsonb('bets').$type<RouletteBet[]>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }),
    state: text('state').$type<HouseRoundState>().notNull(),
    placedAt: at('placed_at').notNull(),
    leaseUntil: at('lease_until').notNull(),
  },
  (t) => [
    unique().on(t.gameCode, t.userId, t.requestId),
    index('house_table_bets_round').on(t.gameCode, t.round, t.userId),
  ],
);
