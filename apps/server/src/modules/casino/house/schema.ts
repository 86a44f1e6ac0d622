import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A player's next seeds for one game: the server seed is secret until the round that uses it. */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    userId: integer('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCode] })],
);

export type HouseRoundState = 'open' | 'bet' | 'settled' | 'cancelled';

/** A round of an in-house game with the seeds that fixed it and how far its wallet calls got. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    stakePerLine: bigint('stake_per_line', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').$type<{ stops: number[] }>().notNull(),
    state: text('state').$type<HouseRoundState>().notNull(),
    playedAt: at('played_at').notNull(),
    /** Until then the spin that drew the round drives its wallet calls; after, anyone may finish it. */
    leaseUntil: at('lease_until').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [index('house_rounds_player').on(t.userId, t.gameCode, t.nonce.desc())],
);

// The live tables' bets live with their code.
export * from './tables/schema.ts';
