import type { RouletteBet } from '@bet/domain/casino/roulette';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { HouseRoundState } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A blackjack hand's play. A double's extra stake is its own wallet bet: `pending` until the wallet
 * confirms it (or it is undone), `taken` once it stands.
 */
export type StoredHandPlay = { hits: number; stood: boolean; double: 'none' | 'pending' | 'taken' };

/** A placement at an in-house live table (roulette or blackjack), paid once its round is revealed. */
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
    /** Blackjack: how the hand was played; null at roulette. */
    play: jsonb('play').$type<StoredHandPlay>(),
    state: text('state').$type<HouseRoundState>().notNull(),
    placedAt: at('placed_at').notNull(),
    leaseUntil: at('lease_until').notNull(),
  },
  (t) => [
    unique().on(t.gameCode, t.userId, t.requestId),
    index('house_table_bets_round').on(t.gameCode, t.round, t.userId),
  ],
);
