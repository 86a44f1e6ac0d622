import { bigint, bigserial, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A player's deposit (0) or withdraw (1) request; status 0 waiting, 1 confirmed, 2 canceled. */
export const transferRequests = pgTable('transfer_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  siteId: integer('site_id').notNull(),
  transferType: smallint('transfer_type').notNull(),
  /** Minor units. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: smallint('status').notNull().default(0),
  payTag: text('pay_tag').notNull().default(''),
  catName: text('cat_name').notNull().default(''),
  logo: text('logo').notNull().default(''),
  note: text('note').notNull().default(''),
  reqResult: text('req_result').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type TransferRequestRow = typeof transferRequests.$inferSelect;
export type NewTransferRequest = typeof transferRequests.$inferInsert;
