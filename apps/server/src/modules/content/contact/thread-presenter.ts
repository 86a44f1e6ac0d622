// The one place that shapes contact threads and messages for the back office.
import type { ContactMessage, ContactThreadRow } from '@bet/domain/api/admin/inbox';
import { PREVIEW_CHARS, type ThreadListRow } from './contact-repo.ts';
import type { ContactMessageRecord, ContactThreadRecord } from './schema.ts';

export const threadRowOf = (row: ThreadListRow): ContactThreadRow => ({
  id: row.id,
  email: row.email,
  username: row.username,
  topCategory: row.topCategory,
  category: row.category,
  state: row.state,
  preview: row.preview,
  messageCount: row.messageCount,
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
});

export const messageOf = (row: ContactMessageRecord): ContactMessage => ({
  id: row.id,
  author: row.author,
  staffName: row.staffName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A thread with all its messages, as the thread view shows it. */
export function threadAnswerOf(thread: ContactThreadRecord, messages: ContactMessageRecord[]) {
  const latest = messages.at(-1);
  return {
    status: true as const,
    thread: threadRowOf({
      ...thread,
      preview: latest?.body.slice(0, PREVIEW_CHARS) ?? '',
      messageCount: messages.length,
    }),
    messages: messages.map(messageOf),
  };
}
