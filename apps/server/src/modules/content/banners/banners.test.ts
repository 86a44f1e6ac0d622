// sliders and the back office's banners editor through the HTTP API on a real database: groups per
// place and language, the default-language fallback, the cache dropped on change, the audit trail,
// images from the site's own uploads only, and who may edit which site's banners.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, SECOND_HOST, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { imageUpload, solidImage } from '../media/test-images.ts';
import { banners } from './schema.ts';

describe.each(testDatabaseKinds)('banners and sliders on %s', (kind) => {
  const t = useTestApp(kind, { media: { dir: mkdtempSync(path.join(tmpdir(), 'banners-')), s3: undefined } });
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let image: string;
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    image = (
      await post('uploadImage', imageUpload(await solidImage(1200, 550), 'image/png'), accounts.adminA)
    ).json().url;
  });
  const sliders = (displayState: string, lang: string, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/sliders', payload: { displayState, lang }, headers: { host } });
  const addGroup = async (body: Record<string, unknown>, caller = accounts.adminA) => {
    const res = await post('saveBannerGroup', { order: 0, ...body }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().group.id as number;
  };
  const addBanner = async (body: Record<string, unknown>) => {
    const res = await post(
      'saveBanner',
      { language: null, title: '', url: '', image, order: 0, ...body },
      accounts.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().banner.id as number;
  };

  it('answers an empty list where the site has no banners', async () => {
    expect((await sliders('home', 'tr')).json()).toEqual({ status: true, default: false, results: [] });
    expect((await sliders('nowhere', 'tr')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/sliders', payload: {} })).statusCode).toBe(400);
  });

  it('answers the groups of a place in order, with the banners of every language and of the asked one', async () => {
    const home = await addGroup({ name: 'Home slider', type: 'slider', displayState: 'home', order: 1 });
    const links = await addGroup({ name: 'Home links', type: 'normal', displayState: 'home', order: 2 });
    const casino = await addGroup({ name: 'Casino', type: 'slider', displayState: 'casino', order: 0 });
    await addBanner({ groupId: home, title: 'Second', url: 'casino', order: 2 });
    await addBanner({ groupId: home, title: 'First', url: 'https://example.com/x', order: 1 });
    await addBanner({ groupId: home, title: 'Türkçe', language: 'tr', url: 'bingo', order: 3 });
    await addBanner({ groupId: links, title: 'English link', language: 'en', order: 0 });
    await addBanner({ groupId: casino, title: 'Casino banner', order: 0 });

    const tr = (await sliders('home', 'tr')).json();
    expect(tr.default).toBe(false);
    expect(tr.results.map((g: { id: number; type: string }) => [g.id, g.type])).toEqual([[home, 'slider']]);
    expect(tr.results[0].banners.map((b: { title: string }) => b.title)).toEqual([
      'First',
      'Second',
      'Türkçe',
    ]);
    expect(tr.results[0].banners[0]).toMatchObject({
      filename: image,
      url: 'https://example.com/x',
      width: 1200,
      height: 550,
      type: 'slider',
      displayState: 'home',
    });
    const en = (await sliders('home', 'en')).json();
    expect(en.default).toBe(false);
    expect(en.results.map((g: { id: number }) => g.id)).toEqual([home, links]);
    expect(en.results[0].banners.map((b: { title: string }) => b.title)).toEqual(['First', 'Second']);
    expect(en.results[1].banners.map((b: { title: string }) => b.title)).toEqual(['English link']);
    const place = (await sliders('casino', 'en')).json().results;
    expect(place.map((g: { id: number }) => g.id)).toEqual([casino]);
    expect((await sliders('promotions', 'en')).json().results).toEqual([]);
    // The second site shows none of the first site's banners.
    expect((await sliders('home', 'en', SECOND_HOST)).json().results).toEqual([]);
  });

  it('answers the site’s default language, marked default, where nothing is written in the asked one', async () => {
    const de = (await sliders('home', 'de')).json();
    expect(de.default).toBe(true);
    expect(de.results[0].banners.map((b: { title: string }) => b.title)).toEqual([
      'First',
      'Second',
      'Türkçe',
    ]);
  });

  it('serves players from memory until a change of the site’s banners drops it', async () => {
    const titles = async () =>
      (await sliders('casino', 'en')).json().results[0].banners.map((b: { title: string }) => b.title);
    expect(await titles()).toEqual(['Casino banner']);
    await t.database.db.update(banners).set({ title: 'Behind' }).where(eq(banners.title, 'Casino banner'));
    expect(await titles()).toEqual(['Casino banner']);
    const groups = (await post('bannerGroups', {}, accounts.adminA)).json().groups;
    const casino = groups.find((g: { name: string }) => g.name === 'Casino');
    const banner = casino.banners[0];
    const { width: _w, height: _h, ...fields } = banner;
    const changed = await post('saveBanner', { ...fields, title: 'Changed' }, accounts.adminA);
    expect(changed.json().banner).toMatchObject({ id: banner.id, title: 'Changed', width: 1200 });
    expect(await titles()).toEqual(['Changed']);
    expect((await post('deleteBanner', { id: banner.id }, accounts.adminA)).statusCode).toBe(200);
    expect((await sliders('casino', 'en')).json().results).toEqual([]);
    expect((await post('deleteBannerGroup', { id: casino.id }, accounts.adminA)).statusCode).toBe(200);
    expect((await post('deleteBannerGroup', { id: casino.id }, accounts.adminA)).json().key).toBe(
      'bannerGroupNotFound',
    );
  });

  it('takes only images uploaded to the same site, and links that are routes or http(s) addresses', async () => {
    const group = await addGroup({ name: 'Promo', type: 'normal', displayState: 'promotions' });
    const base = { groupId: group, language: null, title: 'x', url: '', order: 0, lang: 'en' };
    const foreign = (
      await post('uploadImage', imageUpload(await solidImage(30, 30), 'image/png'), accounts.adminB)
    ).json().url;
    for (const bad of [foreign, '/api/media/1/0123456789abcdef-30x30.png', 'https://evil.example/x.png']) {
      const res = await post('saveBanner', { ...base, image: bad }, accounts.adminA);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ key: 'imageNotFound' });
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'a b']) {
      const res = await post('saveBanner', { ...base, image, url }, accounts.adminA);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toBe('The link must be empty, a page of the site or an http(s) address');
    }
    for (const url of ['promotions', '/casino?serviceId=5', 'https://example.com/a?b=1']) {
      expect((await post('saveBanner', { ...base, image, url }, accounts.adminA)).statusCode, url).toBe(200);
    }
    const missingGroup = await post('saveBanner', { ...base, image, groupId: 999_999 }, accounts.adminA);
    expect(missingGroup.json().key).toBe('bannerGroupNotFound');
    for (const body of [
      { name: ' ', type: 'slider', displayState: 'home', order: 0 },
      { name: 'x', type: 'carousel', displayState: 'home', order: 0 },
      { name: 'x', type: 'slider', displayState: 'home', order: -1 },
    ]) {
      expect((await post('saveBannerGroup', body, accounts.adminA)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it('lets only the site’s own staff with the content right see and change its banners', async () => {
    expect((await post('bannerGroups', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('bannerGroups', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    expect((await post('bannerGroups', {}, accounts.adminB)).json().groups).toEqual([]);
    const own = (await post('bannerGroups', {}, accounts.adminA)).json().groups;
    const [group] = own;
    const [banner] = group.banners;
    // Another site's admin can neither change nor remove them, and learns nothing about them.
    const renamed = { id: group.id, name: 'Taken', type: 'slider', displayState: 'home', order: 0 };
    expect((await post('saveBannerGroup', renamed, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deleteBannerGroup', { id: group.id }, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deleteBanner', { id: banner.id }, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deleteBanner', { id: banner.id }, accounts.player1)).statusCode).toBe(403);
    expect((await post('saveBannerGroup', renamed, accounts.dealer1)).statusCode).toBe(403);
    expect((await post('bannerGroups', {}, accounts.adminA)).json().groups).toEqual(own);
  });

  it('records every change in the audit log', async () => {
    const audit = async (action: string) => (await post('audit', { action }, accounts.adminA)).json().rows;
    expect((await audit('content.bannerGroupAdded')).length).toBeGreaterThanOrEqual(4);
    expect((await audit('content.bannerAdded')).length).toBeGreaterThanOrEqual(5);
    const [changed] = await audit('content.bannerChanged');
    expect(changed.before).toMatchObject({ title: 'Behind' });
    expect(changed.after).toMatchObject({ title: 'Changed' });
    expect((await audit('content.bannerRemoved'))[0].before).toMatchObject({ title: 'Changed' });
    expect((await audit('content.bannerGroupRemoved'))[0].before).toMatchObject({ name: 'Casino' });
    // The other site's admin reads nothing of it.
    expect((await post('audit', { action: 'content.bannerAdded' }, accounts.adminB)).json().rows).toEqual([]);
  });
});
