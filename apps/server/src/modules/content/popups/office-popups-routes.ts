// The back office's pop-ups editor: staff with the site's content right list, add, change and
// remove their own site's pop-ups. The HTML is sanitized before it is stored; every change is
// audited and announced so every instance drops its cached lists.
import {
  deletePopupAnswer,
  deletePopupRequest,
  type OfficePopup,
  officePopupsAnswer,
  officePopupsRequest,
  savePopupAnswer,
  savePopupRequest,
} from '@bet/domain/api/admin/popups';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import type { LanguageCache } from '../language-cache.ts';
import {
  isoOrNull,
  registerContentCall,
  registerRemoveCall,
  siteRowsEditor,
  storeOf,
  timedContentOf,
} from '../site-rows-office.ts';
import { deletePopup, findPopup, insertPopup, popupsOfSite, updatePopup } from './popups-repo.ts';
import type { PopupRow } from './popups-schema.ts';

const officePopupOf = (row: PopupRow): OfficePopup => ({
  id: row.id,
  language: row.lang,
  title: row.title,
  type: row.type,
  type2: row.type2,
  content: row.content,
  autoClose: row.autoClose,
  startsAt: isoOrNull(row.startsAt),
  endsAt: isoOrNull(row.endsAt),
  updatedAt: row.updatedAt.toISOString(),
});

const audited = ({ id, siteId: _site, updatedAt: _at, ...fields }: PopupRow) => ({ id, ...fields });

export function registerPopupsOffice(app: AppInstance, deps: AppDeps, cache: LanguageCache<PopupRow>): void {
  const db = deps.database.db;
  const editor = siteRowsEditor(
    db,
    deps.now,
    {
      store: storeOf({ find: findPopup, insert: insertPopup, update: updatePopup, remove: deletePopup }),
      missing: 'popupNotFound',
      actions: {
        added: 'content.popupAdded',
        changed: 'content.popupChanged',
        removed: 'content.popupRemoved',
      },
      audited,
    },
    cache.announce,
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/popups',
      summary: 'The site’s popups in every language',
      body: officePopupsRequest,
      answer: officePopupsAnswer,
    },
    async (actor) => {
      return { status: true as const, popups: (await popupsOfSite(db, actor.siteId)).map(officePopupOf) };
    },
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/savePopup',
      summary: 'Add a popup, or change one',
      body: savePopupRequest,
      answer: savePopupAnswer,
    },
    async (actor, body) => {
      const { id, type, type2, autoClose, ...shown } = body;
      const fields = { ...timedContentOf(shown), type, type2, autoClose };
      const saved = await editor.save(actor, id, fields);
      return { status: true as const, popup: officePopupOf(saved) };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deletePopup',
      summary: 'Remove a popup',
      body: deletePopupRequest,
      answer: deletePopupAnswer,
    },
    editor.remove,
  );
}
