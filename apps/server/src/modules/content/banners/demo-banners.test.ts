// The demo site's banners: seeded once with drawn pictures in the media store, shown on Home.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedDemoBanners } from './demo-banners.ts';
import { bannerGroups, banners } from './schema.ts';

describe.each(testDatabaseKinds)('demo banners on %s', (kind) => {
  const media = { dir: mkdtempSync(path.join(tmpdir(), 'demo-banners-')), s3: undefined };
  const t = useTestApp(kind, { media });

  it('gives Home a slider of drawn pictures, once', async () => {
    await seedDemoBanners(t.database.db, media);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sliders',
      payload: { displayState: 'home', lang: 'tr' },
    });
    const [slider] = res.json().results;
    expect(slider.type).toBe('slider');
    expect(slider.banners.map((b: { url: string }) => b.url)).toEqual(['promotions', 'livecasino', 'bingo']);
    const picture = await t.app.inject({ method: 'GET', url: `${slider.banners[0].filename}?w=640` });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 640, format: 'webp' });
    const rows = async () => [
      (await t.database.db.select().from(bannerGroups)).length,
      (await t.database.db.select().from(banners)).length,
    ];
    expect(await rows()).toEqual([2, 5]);
    await seedDemoBanners(t.database.db, media);
    expect(await rows()).toEqual([2, 5]);
  });
});
