// The back office's banners editor: staff with the site's content right list, add, change and remove
// their own site's banner groups and banners. A banner's image must be one uploaded to the same
// site; every change is audited and announced, so players see it at once.
import {
  bannerGroupsAnswer,
  bannerGroupsRequest,
  deleteBannerAnswer,
  deleteBannerGroupRequest,
  deleteBannerRequest,
  type OfficeBanner,
  type OfficeBannerGroup,
  saveBannerAnswer,
  saveBannerGroupAnswer,
  saveBannerGroupRequest,
  saveBannerRequest,
} from '@bet/domain/api/admin/banners';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { MediaService } from '../media/media-service.ts';
import {
  registerContentCall,
  registerRemoveCall,
  type SiteRowKind,
  saveSiteRow,
  siteRowsEditor,
} from '../site-rows-office.ts';
import { announceBannersChange } from './banner-cache.ts';
import * as repo from './banners-repo.ts';
import type { BannerGroupRow, BannerRow } from './schema.ts';

const officeBannerOf = (row: BannerRow): OfficeBanner => ({
  id: row.id,
  groupId: row.groupId,
  language: row.lang,
  title: row.title,
  url: row.url,
  image: row.image,
  width: row.width,
  height: row.height,
  order: row.sortOrder,
});
const officeGroupOf = (row: BannerGroupRow, banners: BannerRow[] = []): OfficeBannerGroup => ({
  id: row.id,
  name: row.name,
  type: row.type,
  displayState: row.displayState,
  order: row.sortOrder,
  banners: banners.map(officeBannerOf),
});
// What the audit log keeps of a row: its fields, without the update time.
const audited = <T extends { updatedAt: Date }>({ updatedAt: _at, ...fields }: T) => fields;

const groupKind: SiteRowKind<BannerGroupRow, repo.GroupFields> = {
  store: { find: repo.findGroup, save: repo.saveGroup, remove: repo.deleteGroup },
  missing: 'bannerGroupNotFound',
  actions: {
    added: 'content.bannerGroupAdded',
    changed: 'content.bannerGroupChanged',
    removed: 'content.bannerGroupRemoved',
  },
  audited,
};
const bannerKind: SiteRowKind<BannerRow, repo.BannerFields> = {
  store: { find: repo.findBanner, save: repo.saveBanner, remove: repo.deleteBanner },
  missing: 'bannerNotFound',
  actions: {
    added: 'content.bannerAdded',
    changed: 'content.bannerChanged',
    removed: 'content.bannerRemoved',
  },
  audited,
};

export function registerBannersOffice(app: AppInstance, deps: AppDeps, media: MediaService): void {
  const db = deps.database.db;
  const bus = app.realtime.bus;
  const announce = (siteId: number) => announceBannersChange(bus, siteId);
  registerContentCall(
    app,
    {
      url: '/api/admin/bannerGroups',
      summary: 'The site’s banner groups with their banners',
      body: bannerGroupsRequest,
      answer: bannerGroupsAnswer,
    },
    async (actor) => {
      const groups = await repo.groupsOfSite(db, actor.siteId);
      return { status: true as const, groups: groups.map((group) => officeGroupOf(group, group.banners)) };
    },
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/saveBannerGroup',
      summary: 'Add a banner group, or change one',
      body: saveBannerGroupRequest,
      answer: saveBannerGroupAnswer,
    },
    async (actor, body) => {
      const { id, name, type, displayState, order } = body;
      const fields = { name: name.trim(), type, displayState, sortOrder: order };
      const group = await db.transaction(async (tx) => {
        const row = await saveSiteRow(tx, groupKind, actor, deps.now(), id, fields);
        const all = await repo.groupsOfSite(tx, actor.siteId);
        return officeGroupOf(row, all.find((g) => g.id === row.id)?.banners);
      });
      announce(actor.siteId);
      return { status: true as const, group };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deleteBannerGroup',
      summary: 'Remove a banner group with its banners',
      body: deleteBannerGroupRequest,
      answer: deleteBannerAnswer,
    },
    siteRowsEditor(db, deps.now, groupKind, announce).remove,
  );

  registerContentCall(
    app,
    {
      url: '/api/admin/saveBanner',
      summary: 'Add a banner to a group, or change one',
      body: saveBannerRequest,
      answer: saveBannerAnswer,
    },
    async (actor, body) => {
      const { id, groupId, language, title, url, image, order } = body;
      const stored = await media.find(actor.siteId, image);
      if (!stored) throw badRequest('imageNotFound');
      const fields = {
        groupId,
        lang: language,
        title: title.trim(),
        url: url.trim(),
        image: stored.url,
        width: stored.width,
        height: stored.height,
        sortOrder: order,
      };
      const banner = await db.transaction(async (tx) => {
        if (!(await repo.findGroup(tx, actor.siteId, groupId))) throw notFound('bannerGroupNotFound');
        return officeBannerOf(await saveSiteRow(tx, bannerKind, actor, deps.now(), id, fields));
      });
      announce(actor.siteId);
      return { status: true as const, banner };
    },
  );

  registerRemoveCall(
    app,
    {
      url: '/api/admin/deleteBanner',
      summary: 'Remove a banner',
      body: deleteBannerRequest,
      answer: deleteBannerAnswer,
    },
    siteRowsEditor(db, deps.now, bannerKind, announce).remove,
  );
}
