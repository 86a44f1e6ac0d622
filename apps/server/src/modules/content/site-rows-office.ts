// What the back office's content editors (pages, banners, promotions, pop-ups) share: the caller
// must hold the content right on their own site, and a row is saved or removed together with its
// audit entry in one transaction; the change is announced only once it is committed.
import type { LanguageCode, MessageKey } from '@bet/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Actor, actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { notFound } from '../../http/errors.ts';
import { registerPostCall } from '../../http/post-call.ts';
import { recordAudit } from '../audit/index.ts';
import { sanitizePageHtml } from './pages/sanitize-page.ts';

const officeTags = ['admin'];
export const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The stored fields of a row shown for a while (promotions, pop-ups), its HTML made safe. */
export const timedContentOf = (body: {
  language: LanguageCode;
  title: string;
  content: string;
  startsAt: string | null;
  endsAt: string | null;
}) => ({
  lang: body.language,
  title: body.title.trim(),
  content: sanitizePageHtml(body.content),
  startsAt: dateOrNull(body.startsAt),
  endsAt: dateOrNull(body.endsAt),
});

/** The staff member calling, once they are known to manage their own site's content. */
function contentEditorOf(req: FastifyRequest): Actor {
  const actor = actorOf(req);
  authorize(actor, 'content.manage', { type: 'site', siteId: actor.siteId });
  return actor;
}

/** How one kind of a site's rows is read and written; every call is limited to the site. */
type SiteRowStore<Row, Fields> = {
  find(db: Executor, siteId: number, id: number): Promise<Row | null>;
  /** Adds a row (no id) or changes the site's row; null when the id is not the site's. */
  save(db: Executor, siteId: number, id: number | undefined, fields: Fields, at: Date): Promise<Row | null>;
  remove(db: Executor, siteId: number, id: number): Promise<Row | null>;
};

/** A store from a repository's separate insert and update. */
export function storeOf<Row, Fields>(repo: {
  find: SiteRowStore<Row, Fields>['find'];
  insert(db: Executor, siteId: number, fields: Fields, at: Date): Promise<Row>;
  update(db: Executor, siteId: number, id: number, fields: Fields, at: Date): Promise<Row | null>;
  remove: SiteRowStore<Row, Fields>['remove'];
}): SiteRowStore<Row, Fields> {
  return {
    find: repo.find,
    save: (db, siteId, id, fields, at) =>
      id === undefined ? repo.insert(db, siteId, fields, at) : repo.update(db, siteId, id, fields, at),
    remove: repo.remove,
  };
}

export type SiteRowKind<Row, Fields> = {
  store: SiteRowStore<Row, Fields>;
  /** The error when the id is not one of the site's rows. */
  missing: MessageKey;
  /** The audit actions, e.g. content.popupAdded, content.popupChanged, content.popupRemoved. */
  actions: { added: string; changed: string; removed: string };
  /** What the audit log keeps of a row. */
  audited(row: Row): Record<string, unknown>;
};

const siteTarget = (actor: Actor) => ({ type: 'site' as const, id: actor.siteId });

export async function saveSiteRow<Row, Fields>(
  tx: Executor,
  kind: SiteRowKind<Row, Fields>,
  actor: Actor,
  at: Date,
  id: number | undefined,
  fields: Fields,
): Promise<Row> {
  const before = id === undefined ? null : await kind.store.find(tx, actor.siteId, id);
  if (id !== undefined && !before) throw notFound(kind.missing);
  const row = await kind.store.save(tx, actor.siteId, id, fields, at);
  if (!row) throw notFound(kind.missing);
  await recordAudit(tx, actor, at, before ? kind.actions.changed : kind.actions.added, siteTarget(actor), {
    before: before && kind.audited(before),
    after: kind.audited(row),
  });
  return row;
}

async function removeSiteRow<Row, Fields>(
  tx: Executor,
  kind: SiteRowKind<Row, Fields>,
  actor: Actor,
  at: Date,
  id: number,
): Promise<void> {
  const row = await kind.store.remove(tx, actor.siteId, id);
  if (!row) throw notFound(kind.missing);
  await recordAudit(tx, actor, at, kind.actions.removed, siteTarget(actor), { before: kind.audited(row) });
}

/** Saves and removes of one kind, each in its own transaction and announced after the commit. */
export function siteRowsEditor<Row, Fields>(
  db: Db,
  now: () => Date,
  kind: SiteRowKind<Row, Fields>,
  announce: (siteId: number) => void,
) {
  return {
    async save(actor: Actor, id: number | undefined, fields: Fields): Promise<Row> {
      const row = await db.transaction((tx) => saveSiteRow(tx, kind, actor, now(), id, fields));
      announce(actor.siteId);
      return row;
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction((tx) => removeSiteRow(tx, kind, actor, now(), id));
      announce(actor.siteId);
    },
  };
}

/** One office call of a content editor: the caller must manage their own site's content. */
export function registerContentCall<Body extends z.ZodType, Answer extends z.ZodType>(
  app: AppInstance,
  call: { url: string; summary: string; body: Body; answer: Answer },
  answer: (actor: Actor, body: z.output<Body>) => Promise<z.input<Answer>>,
): void {
  registerPostCall(app, { ...call, tags: officeTags, access: 'content.manage' }, (req, body) =>
    answer(contentEditorOf(req), body),
  );
}

/** The office call that removes one of the caller's site's rows by its id. */
export function registerRemoveCall(
  app: AppInstance,
  call: {
    url: string;
    summary: string;
    body: z.ZodType<{ id: number }>;
    answer: z.ZodType<{ status: true }>;
  },
  remove: (actor: Actor, id: number) => Promise<void>,
): void {
  registerContentCall(app, call, async (actor, { id }) => {
    await remove(actor, id);
    return { status: true as const };
  });
}
