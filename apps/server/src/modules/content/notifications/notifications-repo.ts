// Notifications in the database. Who sees one is judged by a condition, not by rows: a site-wide one
// reaches everyone on the site, a subtree one everyone whose dealer path holds its target, a personal
// one its target alone. Only reading it writes a row per player.
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type NotificationRow, notificationReads, notifications } from './notifications-schema.ts';

/** The reader as the visibility rule needs them (the session's actor has these). */
export type Reader = { userId: number; siteId: number; dealerPath: readonly number[] };

/** How many notifications a player's list holds: the newest. */
const LIST_LIMIT = 100;

function visibleTo(reader: Reader): SQL {
  const condition = and(
    eq(notifications.siteId, reader.siteId),
    or(
      eq(notifications.audience, 'site'),
      and(eq(notifications.audience, 'user'), eq(notifications.targetUserId, reader.userId)),
      and(eq(notifications.audience, 'tree'), inArray(notifications.targetUserId, [...reader.dealerPath])),
    ),
  );
  if (!condition) throw new Error('visibility condition is empty');
  return condition;
}

const readJoin = (reader: Reader) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId));

export type ReaderNotification = NotificationRow & { read: boolean };

/** The reader's newest notifications with whether they opened each. */
export async function notificationsFor(db: Executor, reader: Reader): Promise<ReaderNotification[]> {
  const rows = await db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, readJoin(reader))
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ ...row.notification, read: row.readAt !== null }));
}

export async function unreadCount(db: Executor, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readJoin(reader))
    .where(and(visibleTo(reader), isNull(notificationReads.userId)));
  return row?.n ?? 0;
}

/** Marks the notification read for the reader; false when it is not one they can see. */
export async function markRead(db: Executor, reader: Reader, id: number, at: Date): Promise<boolean> {
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(reader)));
  if (!visible) return false;
  await db
    .insert(notificationReads)
    .values({ notificationId: id, userId: reader.userId, readAt: at })
    .onConflictDoNothing();
  return true;
}

export type NewNotification = Pick<
  NotificationRow,
  'siteId' | 'audience' | 'targetUserId' | 'title' | 'bannerUrl' | 'content' | 'sentBy' | 'createdAt'
>;

export async function insertNotification(db: Executor, fields: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(fields).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** What the back office lists: a site's newest (admins) or those the sender sent. */
export function sentNotifications(
  db: Executor,
  scope: { siteId: number; sentBy: number | null },
): Promise<NotificationRow[]> {
  const bySender = scope.sentBy === null ? sql`true` : eq(notifications.sentBy, scope.sentBy);
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.siteId, scope.siteId), bySender))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
}
