import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export type PermissionRecord = { status: 0 | 1 };

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  roleId: integer('role_id'),
  parentId: integer('parent_id'),
  /** Ancestors down to the user itself, kept by a trigger from parent_id (migration 0015). */
  path: integer('path').array().notNull().default(sql`'{}'`),
  operatorId: integer('operator_id').notNull(),
  status: smallint('status').notNull().default(1),
  activation: smallint('activation').notNull().default(0),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  idNumber: text('id_number'),
  sex: text('sex').notNull().default('m'),
  email: text('email'),
  mobile: text('mobile'),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  postCode: text('post_code').notNull().default(''),
  countryId: integer('country_id'),
  currency: text('currency').notNull().default('TRY'),
  lang: text('lang').notNull().default('tr'),
  autoprint: smallint('autoprint').notNull().default(0),
  onlineUser: smallint('online_user').notNull().default(1),
  userType: integer('user_type').notNull().default(0),
  staketype: smallint('staketype').notNull().default(0),
  terminalNo: text('terminal_no'),
  affiliateStatus: smallint('affiliate_status').notNull().default(0),
  affiliateLink: text('affiliate_link'),
  referrerId: integer('referrer_id'),
  permissions: jsonb('permissions').$type<Record<string, PermissionRecord>>().notNull().default({}),
  limits: jsonb('limits').$type<Record<string, unknown>>().notNull().default({}),
  /** Accounts a dealer may open under itself (players; dealers): 0 means no limit. */
  userLimit: integer('user_limit').notNull().default(0),
  dealerLimit: integer('dealer_limit').notNull().default(0),
  /** A dealer's share of its subtree's GGR in basis points (1250 is 12.50%); 0 earns none. */
  commissionRate: integer('commission_rate').notNull().default(0),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/** A back-office role: a named set of permissions for one kind of account, per site. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Activation codes of new accounts (channel 1 e-mail, 2 SMS), stored as SHA-256 hex. */
export const activationCodes = pgTable('activation_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  channel: smallint('channel').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
