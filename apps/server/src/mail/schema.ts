import { bigserial, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  html: text('html'),
  transport: text('transport').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A site's own template for one kind of mail in one language; the body is sanitized HTML. */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  kind: text('kind').notNull(),
  lang: text('lang').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MailTemplateRow = typeof mailTemplates.$inferSelect;
