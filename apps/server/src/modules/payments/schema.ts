import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A text in each language the operator wrote it in: {tr: ..., en: ...}. */
export type LocalText = Record<string, string>;

export type StoredInfoField = { label: LocalText; text: string };
export type StoredPaymentField = {
  name: string;
  title: LocalText;
  type: string;
  placeHolder: LocalText;
  minLength: number;
  maxLength: number;
  required: boolean;
};

export const paymentCategories = pgTable('payment_categories', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  transferType: smallint('transfer_type').notNull(),
  names: jsonb('names').$type<LocalText>().notNull().default({}),
  info: jsonb('info').$type<LocalText>().notNull().default({}),
  logo: text('logo').notNull().default(''),
  openLink: text('open_link').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
export type PaymentCategoryRow = typeof paymentCategories.$inferSelect;

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  siteId: integer('site_id').notNull(),
  payType: text('pay_type').$type<'manual' | 'bank' | 'gateway'>().notNull(),
  gateway: text('gateway').notNull().default(''),
  tag: text('tag').notNull(),
  logo: text('logo').notNull().default(''),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull().default(0),
  infoFields: jsonb('info_fields').$type<StoredInfoField[]>().notNull().default([]),
  fields: jsonb('fields').$type<StoredPaymentField[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
export type PaymentTypeRow = typeof paymentTypes.$inferSelect;

export const paymentBanks = pgTable('payment_banks', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id').notNull(),
  name: text('name').notNull(),
  swiftCode: text('swift_code').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const paymentBankAmounts = pgTable('payment_bank_amounts', {
  id: serial('id').primaryKey(),
  bankId: integer('bank_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
});

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
  payTypeId: integer('pay_type_id'),
  payType: text('pay_type').notNull().default('manual'),
  currency: text('currency').notNull().default('TRY'),
  formValues: jsonb('form_values').$type<{ name: string; value: string }[]>().notNull().default([]),
  gateway: text('gateway').notNull().default(''),
  gatewayToken: text('gateway_token').unique(),
  decidedAt: at('decided_at'),
  decidedBy: integer('decided_by'),
});

export type TransferRequestRow = typeof transferRequests.$inferSelect;
export type NewTransferRequest = typeof transferRequests.$inferInsert;

export const transferApprovals = pgTable(
  'transfer_approvals',
  {
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.staffId] })],
);

export const transferBlocks = pgTable('transfer_blocks', {
  userId: integer('user_id').primaryKey(),
  blockedBy: integer('blocked_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    applied: boolean('applied').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

export const bonusDefinitions = pgTable('bonus_definitions', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  titles: jsonb('titles').$type<LocalText>().notNull().default({}),
  terms: jsonb('terms').$type<LocalText>().notNull().default({}),
  image: text('image').notNull().default(''),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  percentBp: integer('percent_bp').notNull().default(0),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull().default(0),
  wageringMultiplier: integer('wagering_multiplier').notNull().default(0),
  expiryDays: integer('expiry_days').notNull().default(30),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
export type BonusDefinitionRow = typeof bonusDefinitions.$inferSelect;

export type BonusState = 'wagering' | 'released' | 'expired';

export const bonusRequests = pgTable('bonus_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  definitionId: integer('definition_id').notNull(),
  userId: integer('user_id').notNull(),
  siteId: integer('site_id').notNull(),
  status: smallint('status').notNull().default(0),
  currency: text('currency').notNull().default('TRY'),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull().default(0),
  state: text('state').$type<BonusState>(),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
  decidedBy: integer('decided_by'),
  expiresAt: at('expires_at'),
  settledAt: at('settled_at'),
});
export type BonusRequestRow = typeof bonusRequests.$inferSelect;
