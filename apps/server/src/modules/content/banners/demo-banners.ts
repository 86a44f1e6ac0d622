// The demo site's banners: a home slider and a row of casino image links, their pictures drawn here
// (a gradient and a line of text) and kept in the media store like any upload.
import type { DisplayState } from '@bet/domain/api/banners';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import { findDefaultSite } from '../../site/index.ts';
import { createMediaService } from '../media/media-service.ts';
import { mediaStoreOf } from '../media/media-store.ts';
import { bannerGroups, banners } from './schema.ts';

type DemoBanner = { text: string; url: string; from: string; to: string };
type DemoGroup = {
  name: string;
  type: 'slider' | 'normal';
  displayState: DisplayState;
  size: [number, number];
  banners: DemoBanner[];
};

const DEMO: DemoGroup[] = [
  {
    name: 'Ana sayfa slider',
    type: 'slider',
    displayState: 'home',
    size: [1280, 420],
    banners: [
      { text: 'Hoş geldin bonusu %100', url: 'promotions', from: '#0f5132', to: '#20c997' },
      { text: 'Canlı casino masaları', url: 'livecasino', from: '#3d0a91', to: '#d63384' },
      { text: 'Canlı bingo başladı', url: 'bingo', from: '#7a2e00', to: '#fd7e14' },
    ],
  },
  {
    name: 'Casino bağlantıları',
    type: 'normal',
    displayState: 'casino',
    size: [634, 291],
    banners: [
      { text: 'Slot turnuvası', url: 'casino', from: '#052c65', to: '#0d6efd' },
      { text: 'Haftalık jackpot', url: 'promotions', from: '#58151c', to: '#dc3545' },
    ],
  },
];

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function drawBanner([width, height]: [number, number], banner: DemoBanner): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="55%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
    font-size="${Math.round(height / 7)}" fill="#fff">${escapeXml(banner.text)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** Seeds the demo site's banners once: a site with any banner group keeps what its operator made. */
export async function seedDemoBanners(db: Executor, media: Config['media']): Promise<void> {
  const site = await findDefaultSite(db);
  if (!site) throw new Error('seedDemoBanners needs the base seed first');
  const store = createMediaService(mediaStoreOf(media));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content.demo-banners:${site.id}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(bannerGroups)
      .where(eq(bannerGroups.siteId, site.id));
    if ((existing?.n ?? 0) > 0) return;
    for (const [order, group] of DEMO.entries()) {
      const [row] = await tx
        .insert(bannerGroups)
        .values({
          siteId: site.id,
          name: group.name,
          type: group.type,
          displayState: group.displayState,
          sortOrder: order,
        })
        .returning();
      if (!row) throw new Error('banner group insert returned nothing');
      for (const [index, banner] of group.banners.entries()) {
        const image = await store.store(site.id, await drawBanner(group.size, banner), 'image/webp');
        if ('problem' in image) throw new Error(`demo banner image refused: ${image.problem}`);
        await tx.insert(banners).values({
          siteId: site.id,
          groupId: row.id,
          lang: null,
          title: group.type === 'normal' ? banner.text : '',
          url: banner.url,
          image: image.url,
          width: image.width,
          height: image.height,
          sortOrder: index,
        });
      }
    }
  });
}
