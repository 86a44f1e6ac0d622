import { bigint, bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** How far a jackpot has read the ledger's stakes. */
export const jackpotProgress = pgTable('jackpot_progress', {
  jackpot: text('jackpot').primaryKey(),
  watermark: bigint('watermark', { mode: 'number' }).notNull(),
});

/** One pot of a jackpot in one currency, from its seeding to its drop. */
export const jackpotCycles = pgTable(
  'jackpot_cycles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpot: text('jackpot').notNull(),
    currency: text('currency').notNull(),
    cycle: integer('cycle').notNull(),
    seededAt: at('seeded_at').notNull(),
    /** Epoch ms for a time drop, minor units for an amount drop; secret until the drop. */
    dropPoint: bigint('drop_point', { mode: 'number' }).notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    pot: bigint('pot', { mode: 'number' }).notNull(),
    state: text('state').$type<'running' | 'dropped'>().notNull(),
    winnerUserId: integer('winner_user_id'),
    won: bigint('won', { mode: 'number' }),
    droppedAt: at('dropped_at'),
  },
  (t) => [unique().on(t.jackpot, t.currency, t.cycle)],
);

/** An operator's changes to a jackpot's rules; without a row the jackpot runs on its defaults. */
export const jackpotSettings = pgTable('jackpot_settings', {
  jackpot: text('jackpot').primaryKey(),
  contributionBp: integer('contribution_bp').notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  mustDropBy: bigint('must_drop_by', { mode: 'number' }),
  updatedAt: at('updated_at').notNull(),
});
