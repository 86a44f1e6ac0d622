// The back office's contact inbox: players' messages grouped in threads per site, answered by e-mail.
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from '../contact.ts';
import { callBody, text } from '../fields.ts';
import { listAnswer, pageFields } from './list.ts';

export const CONTACT_STATES = ['open', 'answered', 'closed'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const contactThreadRow = z.object({
  id: z.number(),
  email: z.string(),
  /** The signed-in player who wrote, or null for a visitor. */
  username: z.string().nullable(),
  topCategory: z.string(),
  category: z.string(),
  state: z.enum(CONTACT_STATES),
  /** The start of the latest message. */
  preview: z.string(),
  messageCount: z.number(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type ContactThreadRow = z.infer<typeof contactThreadRow>;

export const contactThreadsRequest = callBody({
  ...pageFields,
  state: z.enum(CONTACT_STATES).optional(),
  /** Matched against the e-mail address and the player's username. */
  q: text(100).optional(),
});
export type ContactThreadsRequest = z.input<typeof contactThreadsRequest>;
export const contactThreadsAnswer = listAnswer(contactThreadRow);
export type ContactThreadsAnswer = z.infer<typeof contactThreadsAnswer>;

export const contactMessage = z.object({
  id: z.number(),
  author: z.enum(['player', 'staff']),
  /** Who answered, for staff messages. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactThreadRequest = callBody({ id: z.number().int().positive() });
export const contactThreadAnswer = z.object({
  status: z.literal(true),
  thread: contactThreadRow,
  messages: z.array(contactMessage),
});
export type ContactThreadAnswer = z.infer<typeof contactThreadAnswer>;

export const replyContactRequest = callBody({
  id: z.number().int().positive(),
  message: text(CONTACT_MESSAGE_MAX * 2).refine((s) => s.trim() !== '', 'contactMessageRequired'),
});
export type ReplyContactRequest = z.input<typeof replyContactRequest>;

export const setContactStateRequest = callBody({
  id: z.number().int().positive(),
  state: z.enum(CONTACT_STATES),
});
export type SetContactStateRequest = z.input<typeof setContactStateRequest>;
