import type { NotificationAudience } from '@bet/domain/api/admin/notifications';
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A message to one player, a dealer's subtree or a whole site; one row however many it reaches. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  audience: text('audience').$type<NotificationAudience>().notNull(),
  targetUserId: integer('target_user_id'),
  title: text('title').notNull(),
  bannerUrl: text('banner_url'),
  content: text('content').notNull().default(''),
  sentBy: integer('sent_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationRow = typeof notifications.$inferSelect;

/** That a player opened a notification: the only per-player row a notification gets. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
