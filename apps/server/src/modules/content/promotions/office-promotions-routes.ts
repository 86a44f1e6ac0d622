// The back office's promotions editor: staff with the site's content right list, add, change and
// remove their own site's promotions. The HTML is sanitized before it is stored; every change is
// audited and announced so every instance drops its cached lists.
import {
  deletePromotionAnswer,
  deletePromotionRequest,
  type OfficePromotion,
  officePromotionsAnswer,
  officePromotionsRequest,
  savePromotionAnswer,
  savePromotionRequest,
} from '@bet/domain/api/admin/promotions';
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
import {
  deletePromotion,
  findPromotion,
  insertPromotion,
  promotionsOfSite,
  updatePromotion,
} from './promotions-repo.ts';
import type { PromotionRow } from './promotions-schema.ts';

const officePromotionOf = (row: PromotionRow): OfficePromotion => ({
  id: row.id,
  language: row.lang,
  title: row.title,
  imageUrl: row.imageUrl,
  content: row.content,
  position: row.position,
  startsAt: isoOrNull(row.startsAt),
  endsAt: isoOrNull(row.endsAt),
  updatedAt: row.updatedAt.toISOString(),
});

const audited = ({ id, siteId: _site, updatedAt: _at, ...fields }: PromotionRow) => ({ id, ...fields });

export function registerPromotionsOffice(
  app: AppInstance,
  deps: AppDeps,
  cache: LanguageCache<PromotionRow>,
): void {
  const db = deps.database.db;
  const editor = siteRowsEditor(
    db,
    deps.now,
    {
      store: storeOf({
        find: findPromotion,
        insert: insertPromotion,
        update: updatePromotion,
        remove: deletePromotion,
      }),
      missing: 'promotionNotFound',
      actions: {
        added: 'content.promotionAdded',
        changed: 'content.promotionChanged',
        removed: 'content.promotionRemoved',
      },
      audited,
    },
    cache.announce,
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/promotions',
      summary: 'The site’s promotions in every language',
      body: officePromotionsRequest,
      answer: officePromotionsAnswer,
    },
    async (actor) => {
      return {
        status: true as const,
        promotions: (await promotionsOfSite(db, actor.siteId)).map(officePromotionOf),
      };
    },
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/savePromotion',
      summary: 'Add a promotion, or change one',
      body: savePromotionRequest,
      answer: savePromotionAnswer,
    },
    async (actor, body) => {
      const { id, imageUrl, position, ...shown } = body;
      const fields = { ...timedContentOf(shown), imageUrl, position };
      const saved = await editor.save(actor, id, fields);
      return { status: true as const, promotion: officePromotionOf(saved) };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deletePromotion',
      summary: 'Remove a promotion',
      body: deletePromotionRequest,
      answer: deletePromotionAnswer,
    },
    editor.remove,
  );
}
