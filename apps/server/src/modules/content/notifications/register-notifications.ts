import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { startNotificationPush } from './notification-push.ts';
import { registerNotificationCalls } from './notification-routes.ts';
import { registerNotificationsOffice } from './office-notifications-routes.ts';

/** Players' notifications, their live push and the back office's sending. */
export function registerNotifications(app: AppInstance, deps: AppDeps): void {
  const stopPush = startNotificationPush(app.realtime.bus, app.realtime.hub);
  app.addHook('onClose', async () => stopPush());
  registerNotificationCalls(app, deps);
  registerNotificationsOffice(app, deps);
}
