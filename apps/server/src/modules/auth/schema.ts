import { bigint, bigserial, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Sign-ins; `id` is the SHA-256 hex of the token the client holds, never the token itself. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  siteId: integer('site_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  revokedAt: at('revoked_at'),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  /** The player's session time limit: the session ends by then, however active. */
  endsBy: at('ends_by'),
});

/** One-time tokens hand terminals sign in with (stored hashed). */
export const handLoginTokens = pgTable('hand_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Password reset codes sent by e-mail (stored hashed). */
export const passwordResets = pgTable('password_resets', {
  passCode: text('pass_code').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Failed sign-ins, counted per username: past a few, signing in asks for a proof-of-work challenge. */
export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  username: text('username').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/** The HMAC key proof-of-work challenges are signed with: one row, shared by every server instance. */
export const challengeKeys = pgTable('challenge_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});

/** Solved challenges already used, kept until they expire (after that they are refused anyway). */
export const spentChallenges = pgTable('spent_challenges', {
  nonce: text('nonce').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

export type SessionRow = typeof sessions.$inferSelect;

/** A staff account's authenticator secret; sign-in asks for a code from it. */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id').primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull(),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});
