// Contact threads and their messages in the database.
import type { ContactState } from '@bet/domain/api/admin/inbox';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  type ContactMessageRecord,
  type ContactThreadRecord,
  contactMessages,
  contactThreads,
} from './schema.ts';

export type NewThread = {
  siteId: number;
  userId: number | null;
  username: string | null;
  email: string;
  lang: string;
  topCategory: string;
  category: string;
};

/** Opens a thread with the writer's first message. */
export async function insertThread(
  tx: Executor,
  thread: NewThread,
  message: string,
  at: Date,
): Promise<ContactThreadRecord> {
  const [row] = await tx
    .insert(contactThreads)
    .values({ ...thread, createdAt: at, lastMessageAt: at })
    .returning();
  if (!row) throw new Error('contact thread insert returned nothing');
  await tx
    .insert(contactMessages)
    .values({ threadId: row.id, author: 'player', body: message, createdAt: at });
  return row;
}

export type ThreadListRow = ContactThreadRecord & { preview: string; messageCount: number };

export type ThreadFilter = { state?: ContactState | undefined; q?: string | undefined };

/** How many characters of the latest message the list shows. */
export const PREVIEW_CHARS = 140;

function filterOf(siteId: number, filter: ThreadFilter): SQL | undefined {
  const q = filter.q?.trim().toLowerCase();
  return and(
    eq(contactThreads.siteId, siteId),
    filter.state ? eq(contactThreads.state, filter.state) : undefined,
    // strpos, not like: the search text's % and _ are plain characters.
    q
      ? sql`(strpos(lower(${contactThreads.email}), ${q}) > 0 or strpos(lower(coalesce(${contactThreads.username}, '')), ${q}) > 0)`
      : undefined,
  );
}

/** One page of a site's threads, latest activity first, and how many match in all. */
export async function listThreads(
  db: Executor,
  siteId: number,
  filter: ThreadFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const where = filterOf(siteId, filter);
  const rows = await db
    .select({
      thread: contactThreads,
      preview: sql<string>`(select left(m.body, ${PREVIEW_CHARS}) from contact_messages m
        where m.thread_id = contact_threads.id order by m.id desc limit 1)`,
      messageCount: sql<number>`(select count(*)::int from contact_messages m where m.thread_id = contact_threads.id)`,
    })
    .from(contactThreads)
    .where(where)
    .orderBy(desc(contactThreads.lastMessageAt), desc(contactThreads.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(contactThreads).where(where);
  return {
    rows: rows.map((row) => ({ ...row.thread, preview: row.preview ?? '', messageCount: row.messageCount })),
    total: count?.total ?? 0,
  };
}

/** The site's thread, locked for a change when `forUpdate`. */
export async function findThread(
  db: Executor,
  siteId: number,
  id: number,
  forUpdate = false,
): Promise<ContactThreadRecord | null> {
  const query = db
    .select()
    .from(contactThreads)
    .where(and(eq(contactThreads.siteId, siteId), eq(contactThreads.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function messagesOf(db: Executor, threadId: number): Promise<ContactMessageRecord[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.threadId, threadId))
    .orderBy(asc(contactMessages.id));
}

/** Adds a staff answer and marks the thread answered. */
export async function addStaffReply(
  tx: Executor,
  threadId: number,
  staff: { id: number; name: string },
  body: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(contactMessages)
    .values({ threadId, author: 'staff', staffId: staff.id, staffName: staff.name, body, createdAt: at });
  await tx
    .update(contactThreads)
    .set({ state: 'answered', lastMessageAt: at })
    .where(eq(contactThreads.id, threadId));
}

export async function setThreadState(tx: Executor, threadId: number, state: ContactState): Promise<void> {
  await tx.update(contactThreads).set({ state }).where(eq(contactThreads.id, threadId));
}
