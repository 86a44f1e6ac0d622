import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A game provider allowed to call the wallet; its signing secret sealed with the secrets key. */
export const casinoProviders = pgTable('casino_providers', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  /** Where a launched game opens: {lang}, {game} and {token} are filled in. */
  launchUrl: text('launch_url').notNull().default(''),
  /** When the secret was made or last rotated. */
  secretSetAt: at('secret_set_at').notNull().defaultNow(),
  /** When the platform suspended it: no launches, no new bets; open rounds still end (migration 0043). */
  suspendedAt: at('suspended_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A player's game session at a provider: the token itself is never stored, only its hash. */
export const casinoLaunchTokens = pgTable('casino_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => casinoProviders.id),
  userId: integer('user_id').notNull(),
  gameCode: text('game_code').notNull(),
  /** 4 live casino, 5 slots: which ledger kinds the game's bets and wins take. */
  serviceType: smallint('service_type').notNull(),
  currency: text('currency').notNull(),
  /** The player's path in the dealer tree when the game was opened (migration 0042). */
  dealerPath: integer('dealer_path').array(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A provider's bet, win or rollback, by its own transaction id, with the answer it was given. */
export const casinoWalletTransactions = pgTable(
  'casino_wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    providerTransactionId: text('provider_transaction_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    userId: integer('user_id').notNull(),
    roundId: text('round_id').notNull(),
    betTransactionId: text('bet_transaction_id'),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The launch session's game; null on calls recorded before it was kept. */
    gameCode: text('game_code'),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.providerId, t.providerTransactionId)],
);

// So are the catalogue's.
export * from './catalogue/schema.ts';
// The in-house provider's tables live with its code.
export * from './house/schema.ts';
// And the jackpots'.
export * from './jackpots/schema.ts';
