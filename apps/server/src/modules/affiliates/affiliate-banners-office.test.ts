// The back office's affiliate banners through the HTTP API: only the site's content staff edit
// them, images come from the site's own uploads (their size read from the file), every change is
// audited, and affiliates see the list in order with their code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { setSiteSettings, sql } from '../../test/sql.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../test/two-site-tree.ts';
import { imageUpload, solidImage } from '../content/media/test-images.ts';
import { buildAffiliate } from './test-affiliates.ts';

describe.each(testDatabaseKinds)('affiliate banners in the back office on %s', (kind) => {
  const t = useTestApp(kind, {
    media: { dir: mkdtempSync(path.join(tmpdir(), 'aff-banners-')), s3: undefined },
  });
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const upload = async (width: number, height: number, caller: Caller) =>
    (await post('uploadImage', imageUpload(await solidImage(width, height), 'image/png'), caller)).json()
      .url as string;
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    await setSiteSettings(t, { affiliateStatus: '1' });
  });

  it('lets only the site’s content staff list and change them', async () => {
    const image = await upload(300, 250, accounts.adminA);
    expect((await post('affiliateBanners', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('affiliateBanners', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const added = await post('saveAffiliateBanner', { name: 'Box', image, order: 1 }, accounts.adminA);
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json().banner;
    expect((await post('affiliateBanners', {}, accounts.adminB)).json().banners).toEqual([]);
    const imageB = await upload(40, 40, accounts.adminB);
    const foreign = await post(
      'saveAffiliateBanner',
      { id, name: 'Mine', image: imageB, order: 0 },
      accounts.adminB,
    );
    expect(foreign.json().key).toBe('bannerNotFound');
    expect((await post('deleteAffiliateBanner', { id }, accounts.dealer1)).statusCode).toBe(403);
    expect((await post('deleteAffiliateBanner', { id }, accounts.adminB)).json().key).toBe('bannerNotFound');
    expect((await post('deleteAffiliateBanner', { id }, accounts.adminA)).statusCode).toBe(200);
    const actions = await sql<{ action: string }>(
      t,
      `select action from audit_log where action like 'content.affiliateBanner%' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'content.affiliateBannerAdded',
      'content.affiliateBannerRemoved',
    ]);
  });

  it('takes only the site’s own images, with their real size, and shows them to affiliates in order', async () => {
    const wide = await upload(728, 90, accounts.adminA);
    const box = await upload(300, 250, accounts.adminA);
    const foreign = await upload(30, 30, accounts.adminB);
    for (const image of [foreign, 'https://evil.example/x.png', '/api/media/1/0123456789abcdef-30x30.png']) {
      const res = await post('saveAffiliateBanner', { name: 'x', image, order: 0 }, accounts.adminA);
      expect(res.json().key, image).toBe('imageNotFound');
    }
    expect(
      (await post('saveAffiliateBanner', { name: ' ', image: box, order: 0 }, accounts.adminA)).statusCode,
    ).toBe(400);
    const leaderboard = (
      await post('saveAffiliateBanner', { name: 'Leaderboard', image: wide, order: 2 }, accounts.adminA)
    ).json().banner;
    expect(leaderboard).toMatchObject({ image: wide, width: 728, height: 90, order: 2 });
    const first = (
      await post('saveAffiliateBanner', { name: 'Box', image: wide, order: 1 }, accounts.adminA)
    ).json().banner;
    const changed = await post(
      'saveAffiliateBanner',
      { id: first.id, name: 'Box 300', image: box, order: 1 },
      accounts.adminA,
    );
    expect(changed.json().banner).toMatchObject({ name: 'Box 300', width: 300, height: 250 });

    const affiliate = await buildAffiliate(t.database.db, { percentBp: 1000 }, t.clock.now());
    const cookie = await signIn(t.app, affiliate.username, affiliate.password);
    const seen = await call(t.app, 'affiliateBanner', {}, { cookie });
    expect(seen.json().data).toEqual([
      { id: first.id, name: 'Box 300', url: box, weight: 300, height: 250 },
      { id: leaderboard.id, name: 'Leaderboard', url: wide, weight: 728, height: 90 },
    ]);
    expect(seen.json().affCode).toMatch(/\w+/);
  });
});
