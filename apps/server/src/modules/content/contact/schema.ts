import type { ContactState } from '@bet/domain/api/admin/inbox';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A player's (or visitor's) message to the site's support and the answers to it. */
export const contactThreads = pgTable('contact_threads', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  userId: integer('user_id'),
  username: text('username'),
  email: text('email').notNull(),
  /** The writer's language: answers are mailed in it. */
  lang: text('lang').notNull(),
  topCategory: text('top_category').notNull(),
  category: text('category').notNull().default(''),
  state: text('state').$type<ContactState>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContactThreadRecord = typeof contactThreads.$inferSelect;

/** One message of a thread, the player's or a staff answer, in the order written. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  threadId: integer('thread_id').notNull(),
  author: text('author').$type<'player' | 'staff'>().notNull(),
  staffId: integer('staff_id'),
  staffName: text('staff_name'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContactMessageRecord = typeof contactMessages.$inferSelect;
