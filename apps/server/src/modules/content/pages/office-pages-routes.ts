// The back office's pages editor: staff with the site's settings right list, add, change and remove
// their own site's pages. The HTML is sanitized before it is stored; every change is audited.
import {
  deletePageAnswer,
  deletePageRequest,
  type OfficePage,
  pagesAnswer,
  pagesRequest,
  savePageAnswer,
  savePageRequest,
} from '@bet/domain/api/admin/pages';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import { sqlState } from '../../../db/sql-values.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import type { SitePageRow } from '../schema.ts';
import { announcePagesChange } from './page-cache.ts';
import { deleteSitePage, findSitePage, insertSitePage, pagesOfSite, updateSitePage } from './pages-repo.ts';
import { sanitizePageHtml } from './sanitize-page.ts';

const tags = ['admin'];
const config = { access: 'content.manage' as const };
const UNIQUE_VIOLATION = '23505';

const officePageOf = (row: SitePageRow): OfficePage => ({
  id: row.id,
  pageId: row.pageId,
  language: row.lang,
  title: row.title,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

const audited = (row: SitePageRow) => ({
  pageId: row.pageId,
  lang: row.lang,
  title: row.title,
  content: row.content,
});

export function registerPagesOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const bus = app.realtime.bus;
  const siteOf = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'content.manage', { type: 'site', siteId: actor.siteId });
    return actor;
  };

  app.post(
    '/api/admin/pages',
    {
      schema: {
        summary: 'The site’s static pages in every language',
        tags,
        body: pagesRequest,
        response: { 200: pagesAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      return { status: true as const, pages: (await pagesOfSite(db, actor.siteId)).map(officePageOf) };
    },
  );

  app.post(
    '/api/admin/savePage',
    {
      schema: {
        summary: 'Add a page in a language, or change one',
        tags,
        body: savePageRequest,
        response: { 200: savePageAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      const { id, pageId, language, title } = req.body;
      const page = {
        pageId,
        lang: language,
        title: title.trim(),
        content: sanitizePageHtml(req.body.content),
      };
      const saved = await db
        .transaction(async (tx) => {
          const before = id === undefined ? null : await findSitePage(tx, actor.siteId, id);
          if (id !== undefined && !before) throw notFound('pageNotFound');
          const row = before
            ? await updateSitePage(tx, actor.siteId, before.id, page, deps.now())
            : await insertSitePage(tx, actor.siteId, page, deps.now());
          if (!row) throw notFound('pageNotFound');
          await recordAudit(
            tx,
            actor,
            deps.now(),
            before ? 'content.pageChanged' : 'content.pageAdded',
            { type: 'site', id: actor.siteId },
            { before: before && audited(before), after: { id: row.id, ...audited(row) } },
          );
          return row;
        })
        .catch((err: unknown) => {
          // The unique index is the one judge of "added twice", also between two racing saves.
          if (sqlState(err) === UNIQUE_VIOLATION) throw conflict('pageContentExists');
          throw err;
        });
      announcePagesChange(bus, actor.siteId);
      return { status: true as const, page: officePageOf(saved) };
    },
  );

  app.post(
    '/api/admin/deletePage',
    {
      schema: {
        summary: 'Remove a page in one language',
        tags,
        body: deletePageRequest,
        response: { 200: deletePageAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      await db.transaction(async (tx) => {
        const row = await deleteSitePage(tx, actor.siteId, req.body.id);
        if (!row) throw notFound('pageNotFound');
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'content.pageRemoved',
          { type: 'site', id: actor.siteId },
          {
            before: { id: row.id, ...audited(row) },
          },
        );
      });
      announcePagesChange(bus, actor.siteId);
      return { status: true as const };
    },
  );
}
