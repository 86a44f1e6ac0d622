import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A holder of money in one currency: a customer's (player, dealer) or the house's (house, stakes, ...). */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  allowNegative: boolean('allow_negative').notNull(),
  // Kept only for accounts that may not go negative; system accounts sum their postings.
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why money moved: the cause's type and id; its postings say where it moved. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  reference: text('reference').notNull(),
  actorUserId: integer('actor_user_id'),
  requestId: text('request_id'),
  reversesId: bigint('reverses_id', { mode: 'number' }),
  memo: text('memo').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One leg of a transaction: a signed amount in minor units (positive = into the account). */
export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorUserId: integer('actor_user_id').notNull().default(0),
    requestId: text('request_id').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorUserId, t.requestId] })],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
