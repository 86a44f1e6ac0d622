// Uploaded images, addressed by their content: checked on the way in (a raster type by its first
// bytes, a size limit, a picture sharp can read), served resized to one of the allowed widths.
// Promotions, notifications and banners all keep the address store() answers.
import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@bet/domain/api/admin/banners';
import { IMAGE_WIDTHS, type ImageWidth } from '@bet/domain/api/banners';
import { type LogoType, logoTypeOf } from '@bet/domain/site-logo';
import sharp from 'sharp';
import type { MediaStore } from './media-store.ts';

const EXTENSIONS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const TYPES: Record<string, LogoType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** A decompression bomb is refused before sharp allocates it. */
const MAX_PIXELS = 40_000_000;

/** `<hash>-<width>x<height>.<ext>`: the address names the image's size, so no table needs reading. */
const FILE = /^([0-9a-f]{16})-(\d{1,5})x(\d{1,5})\.(png|jpg|webp)$/;
const URL_PREFIX = '/api/media/';

export type StoredImage = { url: string; width: number; height: number };
export type ImageProblem = 'imageTooLarge' | 'imageTypeNotAllowed';

export type MediaService = {
  /** Keeps a site's uploaded image; the answer's url is where it is served. */
  store(
    siteId: number,
    bytes: Buffer,
    declaredType: string,
  ): Promise<StoredImage | { problem: ImageProblem }>;
  /** The stored image an address names, if it is one of the site's; null otherwise. */
  find(siteId: number, url: string): Promise<StoredImage | null>;
  /** The image file at a width from IMAGE_WIDTHS (never wider than it is), or null when unknown. */
  read(
    siteId: number,
    file: string,
    width: ImageWidth | undefined,
  ): Promise<{ bytes: Buffer; contentType: LogoType } | null>;
};

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

export function createMediaService(store: MediaStore): MediaService {
  const keyOf = (siteId: number, file: string) => `${siteId}/${file}`;
  return {
    async store(siteId, bytes, declaredType) {
      if (bytes.length > IMAGE_MAX_BYTES) return { problem: 'imageTooLarge' };
      const type = logoTypeOf(bytes);
      if (type === null || type !== declaredType) return { problem: 'imageTypeNotAllowed' };
      const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) return { problem: 'imageTypeNotAllowed' };
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const file = `${hash}-${meta.width}x${meta.height}.${EXTENSIONS[type]}`;
      await store.put(keyOf(siteId, file), bytes, type);
      return { url: `${URL_PREFIX}${siteId}/${file}`, width: meta.width, height: meta.height };
    },

    async find(siteId, url) {
      const prefix = `${URL_PREFIX}${siteId}/`;
      if (!url.startsWith(prefix)) return null;
      const file = url.slice(prefix.length);
      const match = FILE.exec(file);
      if (!match || !(await store.get(keyOf(siteId, file)))) return null;
      return { url, width: Number(match[2]), height: Number(match[3]) };
    },

    async read(siteId, file, width) {
      const match = FILE.exec(file);
      if (!match) return null;
      const [, hash, ownWidth, , ext] = match;
      const contentType = TYPES[ext as string] as LogoType;
      if (width === undefined || width >= Number(ownWidth)) {
        const bytes = await store.get(keyOf(siteId, file));
        return bytes && { bytes, contentType };
      }
      // Resized once, then kept beside the original under its own content address.
      const variant = keyOf(siteId, `${hash}.w${width}.${ext}`);
      const cached = await store.get(variant);
      if (cached) return { bytes: cached, contentType };
      const original = await store.get(keyOf(siteId, file));
      if (!original) return null;
      const bytes = await sharp(original, { limitInputPixels: MAX_PIXELS }).resize({ width }).toBuffer();
      await store.put(variant, bytes, contentType);
      return { bytes, contentType };
    },
  };
}
