// Live word of a new notification to exactly the sockets it reaches: a signed-in client subscribes to
// the private 'notifications' topic, which the hub expands into its owner's site, own user and every
// subtree it sits in. A send is announced on the bus so each instance tells its own sockets.
import { NOTIFICATIONS_TOPIC } from '@bet/domain/api/notifications';
import type { Bus } from '../../../realtime/bus.ts';
import type { LiveHub } from '../../../realtime/hub.ts';
import type { NotificationRow } from './notifications-schema.ts';

const CHANNEL = 'content.notifications.sent';

const siteTopic = (siteId: number) => `site:${siteId}`;
const userTopic = (userId: number) => `user:${userId}`;
const treeTopic = (userId: number) => `tree:${userId}`;

type Sent = Pick<NotificationRow, 'id' | 'siteId' | 'audience' | 'targetUserId'>;

function topicOf(sent: Sent): string | null {
  if (sent.audience === 'site') return siteTopic(sent.siteId);
  if (sent.targetUserId === null) return null;
  return sent.audience === 'tree' ? treeTopic(sent.targetUserId) : userTopic(sent.targetUserId);
}

/** Tells every instance (this one too) that a notification was sent. */
export function announceNotification(bus: Bus, sent: Sent): void {
  bus.publish(CHANNEL, {
    id: sent.id,
    siteId: sent.siteId,
    audience: sent.audience,
    targetUserId: sent.targetUserId,
  });
}

/** Defines the private topic and forwards announced notifications to this instance's sockets. */
export function startNotificationPush(bus: Bus, hub: LiveHub): () => void {
  hub.definePrivateTopic(NOTIFICATIONS_TOPIC, (owner) =>
    owner ? [siteTopic(owner.siteId), userTopic(owner.userId), ...owner.dealerPath.map(treeTopic)] : [],
  );
  return bus.subscribe(CHANNEL, (message) => {
    const sent = message as Sent;
    const topic = topicOf(sent);
    if (topic) hub.publish([topic], { t: 'notification', notificationId: sent.id });
  });
}
