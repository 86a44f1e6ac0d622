import { bigint, boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }),
    hasPending: boolean('has_pending').notNull().default(false),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
export type PlayerLimitRow = typeof playerLimits.$inferSelect;

export const playerExclusions = pgTable('player_exclusions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  period: text('period').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});
