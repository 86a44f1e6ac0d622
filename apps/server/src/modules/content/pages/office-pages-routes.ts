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
import { sqlState } from '../../../db/sql-values.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { conflict } from '../../../http/errors.ts';
import type { SitePageRow } from '../schema.ts';
import { registerContentCall, registerRemoveCall, siteRowsEditor, storeOf } from '../site-rows-office.ts';
import { announcePagesChange } from './page-cache.ts';
import { deleteSitePage, findSitePage, insertSitePage, pagesOfSite, updateSitePage } from './pages-repo.ts';
import { sanitizePageHtml } from './sanitize-page.ts';

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
  id: row.id,
  pageId: row.pageId,
  lang: row.lang,
  title: row.title,
  content: row.content,
});

export function registerPagesOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const bus = app.realtime.bus;
  const editor = siteRowsEditor(
    db,
    deps.now,
    {
      store: storeOf({
        find: findSitePage,
        insert: insertSitePage,
        update: updateSitePage,
        remove: deleteSitePage,
      }),
      missing: 'pageNotFound',
      actions: { added: 'content.pageAdded', changed: 'content.pageChanged', removed: 'content.pageRemoved' },
      audited,
    },
    (siteId) => announcePagesChange(bus, siteId),
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/pages',
      summary: 'The site’s static pages in every language',
      body: pagesRequest,
      answer: pagesAnswer,
    },
    async (actor) => {
      return { status: true as const, pages: (await pagesOfSite(db, actor.siteId)).map(officePageOf) };
    },
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/savePage',
      summary: 'Add a page in a language, or change one',
      body: savePageRequest,
      answer: savePageAnswer,
    },
    async (actor, body) => {
      const { id, pageId, language, title } = body;
      const page = {
        pageId,
        lang: language,
        title: title.trim(),
        content: sanitizePageHtml(body.content),
      };
      // The unique index is the one judge of "added twice", also between two racing saves.
      const saved = await editor.save(actor, id, page).catch((err: unknown) => {
        if (sqlState(err) === UNIQUE_VIOLATION) throw conflict('pageContentExists');
        throw err;
      });
      return { status: true as const, page: officePageOf(saved) };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deletePage',
      summary: 'Remove a page in one language',
      body: deletePageRequest,
      answer: deletePageAnswer,
    },
    editor.remove,
  );
}
