// The back office's notifications: sent to everyone on the site, to a dealer's subtree or to one
// user; staff reach only their own subtree, the whole site needs the site's content right.
import { z } from 'zod';
import { callBody, text } from '../fields.ts';
import { imageUrl } from '../promotions.ts';

export const NOTIFICATION_AUDIENCES = ['site', 'tree', 'user'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const sentNotification = z.object({
  id: z.number(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** The dealer or user it went to; null for the whole site. */
  targetId: z.number().nullable(),
  targetName: z.string().nullable(),
  title: z.string(),
  bannerUrl: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type SentNotification = z.infer<typeof sentNotification>;

export const sentNotificationsRequest = callBody({});
export const sentNotificationsAnswer = z.object({
  status: z.literal(true),
  notifications: z.array(sentNotification),
});
export type SentNotificationsAnswer = z.infer<typeof sentNotificationsAnswer>;

export const sendNotificationRequest = callBody({
  audience: z.enum(NOTIFICATION_AUDIENCES),
  /** The dealer (tree) or user (user); left out for the whole site. */
  targetId: z.number().int().positive().optional(),
  title: text(200).refine((s) => s.trim() !== '', { message: 'invalidInput' }),
  bannerUrl: imageUrl.optional(),
  content: text(100_000),
}).refine((n) => (n.audience === 'site') === (n.targetId === undefined), {
  message: 'notificationTargetRequired',
  path: ['targetId'],
});
export type SendNotificationRequest = z.input<typeof sendNotificationRequest>;
export const sendNotificationAnswer = z.object({ status: z.literal(true), notification: sentNotification });
