// The back office's affiliate banners: staff with the site's content right list, add, change and
// remove the banners the site's affiliates may show. An image must be one uploaded to the same
// site; its size comes from the stored file. Every change is audited.
import {
  affiliateBannersAnswer,
  affiliateBannersRequest,
  deleteBannerAnswer,
  deleteBannerRequest,
  type OfficeAffiliateBanner,
  saveAffiliateBannerAnswer,
  saveAffiliateBannerRequest,
} from '@bet/domain/api/admin/banners';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { badRequest } from '../../http/errors.ts';
import {
  type MediaService,
  registerContentCall,
  registerRemoveCall,
  siteRowsEditor,
  storeOf,
} from '../content/index.ts';
import {
  type AffiliateBannerRow,
  affiliateBannersOf,
  deleteAffiliateBanner,
  findAffiliateBanner,
  insertAffiliateBanner,
  updateAffiliateBanner,
} from './banners-repo.ts';

const officeBannerOf = (row: AffiliateBannerRow): OfficeAffiliateBanner => ({
  id: row.id,
  name: row.name,
  image: row.url,
  width: row.width,
  height: row.height,
  order: row.position,
});

export function registerAffiliateBannersOffice(app: AppInstance, deps: AppDeps, media: MediaService): void {
  const db = deps.database.db;
  // Players read the banners straight from the table, so there is no cache to tell.
  const editor = siteRowsEditor(
    db,
    deps.now,
    {
      store: storeOf({
        find: findAffiliateBanner,
        insert: insertAffiliateBanner,
        update: updateAffiliateBanner,
        remove: deleteAffiliateBanner,
      }),
      missing: 'bannerNotFound',
      actions: {
        added: 'content.affiliateBannerAdded',
        changed: 'content.affiliateBannerChanged',
        removed: 'content.affiliateBannerRemoved',
      },
      audited: ({ siteId: _site, ...fields }) => fields,
    },
    () => {},
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/affiliateBanners',
      summary: 'The banners the site offers its affiliates',
      body: affiliateBannersRequest,
      answer: affiliateBannersAnswer,
    },
    async (actor) => ({
      status: true as const,
      banners: (await affiliateBannersOf(db, actor.siteId)).map(officeBannerOf),
    }),
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/saveAffiliateBanner',
      summary: 'Add an affiliate banner, or change one',
      body: saveAffiliateBannerRequest,
      answer: saveAffiliateBannerAnswer,
    },
    async (actor, { id, name, image, order }) => {
      const stored = await media.find(actor.siteId, image);
      if (!stored) throw badRequest('imageNotFound');
      const fields = {
        name: name.trim(),
        url: stored.url,
        width: stored.width,
        height: stored.height,
        position: order,
      };
      return { status: true as const, banner: officeBannerOf(await editor.save(actor, id, fields)) };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deleteAffiliateBanner',
      summary: 'Remove an affiliate banner',
      body: deleteBannerRequest,
      answer: deleteBannerAnswer,
    },
    editor.remove,
  );
}
