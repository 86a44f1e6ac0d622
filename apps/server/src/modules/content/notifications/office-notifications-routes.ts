// The back office sends notifications: to everyone on the site (the site's content right), to a
// dealer's subtree or to one user (only inside the sender's own subtree). Each send is audited and
// pushed live to the sockets it reaches.
import {
  type SentNotification,
  sendNotificationAnswer,
  sendNotificationRequest,
  sentNotificationsAnswer,
  sentNotificationsRequest,
} from '@bet/domain/api/admin/notifications';
import { actorOf } from '../../../authz/actor.ts';
import { authorize, listScope } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { forbidden } from '../../../http/errors.ts';
import { findTreeNodes, findUserById, userResource } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { sanitizePageHtml } from '../pages/sanitize-page.ts';
import { announceNotification } from './notification-push.ts';
import { insertNotification, sentNotifications } from './notifications-repo.ts';
import type { NotificationRow } from './notifications-schema.ts';

const tags = ['admin'];

const sentOf = (row: NotificationRow, names: ReadonlyMap<number, string>): SentNotification => ({
  id: row.id,
  audience: row.audience,
  targetId: row.targetUserId,
  targetName: row.targetUserId === null ? null : (names.get(row.targetUserId) ?? null),
  title: row.title,
  bannerUrl: row.bannerUrl,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export function registerNotificationsOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/notifications',
    {
      schema: {
        summary: 'Notifications sent: the whole site’s for an admin, one’s own otherwise',
        tags,
        body: sentNotificationsRequest,
        response: { 200: sentNotificationsAnswer },
      },
      config: { access: ['content.manage', 'notification.send'] as const },
    },
    async (req) => {
      const actor = actorOf(req);
      const scope = listScope(actor);
      const rows = await sentNotifications(db, {
        siteId: scope.siteId,
        sentBy: scope.belowUserId === null ? null : actor.userId,
      });
      const targets = [
        ...new Set(rows.flatMap((row) => (row.targetUserId === null ? [] : [row.targetUserId]))),
      ];
      const names = new Map((await findTreeNodes(db, targets)).map((node) => [node.id, node.username]));
      return { status: true as const, notifications: rows.map((row) => sentOf(row, names)) };
    },
  );

  app.post(
    '/api/admin/sendNotification',
    {
      schema: {
        summary: 'Send a notification to the site, a dealer’s subtree or one user',
        tags,
        body: sendNotificationRequest,
        response: { 200: sendNotificationAnswer },
      },
      config: { access: ['content.manage', 'notification.send'] as const },
    },
    async (req) => {
      const actor = actorOf(req);
      const { audience, targetId, title, bannerUrl, content } = req.body;
      const target = targetId === undefined ? null : await findUserById(db, targetId);
      if (audience === 'site') authorize(actor, 'content.manage', { type: 'site', siteId: actor.siteId });
      else {
        // An unknown user is refused like one outside the subtree: the sender learns nothing.
        if (!target) throw forbidden();
        authorize(actor, 'notification.send', userResource(target));
      }
      const row = await db.transaction(async (tx) => {
        const sent = await insertNotification(tx, {
          siteId: actor.siteId,
          audience,
          targetUserId: target?.id ?? null,
          title: title.trim(),
          bannerUrl: bannerUrl ?? null,
          content: sanitizePageHtml(content),
          sentBy: actor.userId,
          createdAt: deps.now(),
        });
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'content.notificationSent',
          target
            ? { type: 'user', id: target.id, name: target.username, path: target.path }
            : { type: 'site', id: actor.siteId },
          { after: { id: sent.id, audience, title: sent.title } },
        );
        return sent;
      });
      announceNotification(app.realtime.bus, row);
      const names = new Map(target ? [[target.id, target.username]] : []);
      return { status: true as const, notification: sentOf(row, names) };
    },
  );
}
