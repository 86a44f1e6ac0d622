// Notifications (spec 002 §2, getNotifs): the signed-in player's messages, newest first, with their
// read state; marking one read and the unread count the left menu shows.
import { z } from 'zod';
import { callBody } from './fields.ts';

export const notification = z.object({
  id: z.number(),
  title: z.string(),
  /** The banner image's address, or '' when it has none. */
  banner: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const getNotifsRequest = callBody({});
export const getNotifsAnswer = z.object({ status: z.literal(true), results: z.array(notification) });
export type GetNotifsAnswer = z.infer<typeof getNotifsAnswer>;

export const notifCountRequest = callBody({});
export const notifCountAnswer = z.object({ status: z.literal(true), unread: z.number() });
export type NotifCountAnswer = z.infer<typeof notifCountAnswer>;

export const readNotifRequest = callBody({ id: z.number().int().min(1).max(2_147_483_647) });
export const readNotifAnswer = notifCountAnswer;

/** The live socket topic a signed-in client subscribes to for its own notifications. */
export const NOTIFICATIONS_TOPIC = 'notifications';
/** Pushed to the players a new notification reaches: fetch the list and count again. */
export type NotificationFrame = { t: 'notification'; notificationId: number };
