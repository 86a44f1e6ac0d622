// getNotifs (spec 002 call table) and the two calls beside it: the signed-in player's notifications,
// the unread count the left menu shows, and marking one read (which answers the new count).
import {
  getNotifsAnswer,
  getNotifsRequest,
  notifCountAnswer,
  notifCountRequest,
  readNotifAnswer,
  readNotifRequest,
} from '@bet/domain/api/notifications';
import { actorOf } from '../../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import { markRead, notificationsFor, type ReaderNotification, unreadCount } from './notifications-repo.ts';

const tags = ['content'];
const config = { access: 'signedIn' as const };

const presented = (row: ReaderNotification) => ({
  id: row.id,
  title: row.title,
  banner: row.bannerUrl ?? '',
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
});

export function registerNotificationCalls(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/getNotifs',
    {
      schema: {
        summary: 'The player’s notifications, newest first, with their read state',
        tags,
        body: getNotifsRequest,
        response: { 200: getNotifsAnswer },
      },
      config,
    },
    async (req) => ({
      status: true as const,
      results: (await notificationsFor(db, actorOf(req))).map(presented),
    }),
  );

  app.post(
    '/api/notifCount',
    {
      schema: {
        summary: 'How many of the player’s notifications are unread',
        tags,
        body: notifCountRequest,
        response: { 200: notifCountAnswer },
      },
      config,
    },
    async (req) => ({ status: true as const, unread: await unreadCount(db, actorOf(req)) }),
  );

  app.post(
    '/api/readNotif',
    {
      schema: {
        summary: 'Mark one of the player’s notifications read; answers the unread count',
        tags,
        body: readNotifRequest,
        response: { 200: readNotifAnswer },
      },
      config,
    },
    async (req) => {
      const actor = actorOf(req);
      if (!(await markRead(db, actor, req.body.id, deps.now()))) throw notFound('notificationNotFound');
      return { status: true as const, unread: await unreadCount(db, actor) };
    },
  );
}
