// The media store through the HTTP API: who may upload, what counts as an image, and serving the
// stored file whole or resized to an allowed width with year-long cache headers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { JPEG, PNG, SVG } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { solidImage, imageUpload as upload } from './test-images.ts';

describe.each(testDatabaseKinds)('uploaded images on %s', (kind) => {
  const t = useTestApp(kind, { media: { dir: mkdtempSync(path.join(tmpdir(), 'media-')), s3: undefined } });
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let secondSiteId: number;
  beforeAll(async () => {
    ({ accounts, post, secondSiteId } = await seedTwoSiteTree(t));
  });
  const fetch = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a PNG, JPEG or WebP under an address naming its content and size', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const file = await solidImage(1200, 400, format);
      const res = await post('uploadImage', upload(file, `image/${format}`), accounts.adminA);
      expect(res.statusCode, res.body).toBe(200);
      const { url, width, height } = res.json();
      expect({ width, height }).toEqual({ width: 1200, height: 400 });
      expect(url).toMatch(/^\/api\/media\/1\/[0-9a-f]{16}-1200x400\.(png|jpg|webp)$/);
      const served = await fetch(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });

  it('serves the image resized to an allowed width, never wider than it is', async () => {
    const { url } = (
      await post('uploadImage', upload(await solidImage(1600, 500), 'image/png'), accounts.adminA)
    ).json();
    for (const [w, expected] of [
      [320, 100],
      [640, 200],
      [1280, 400],
    ] as const) {
      const res = await fetch(`${url}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
        width: w,
        height: expected,
        format: 'png',
      });
    }
    // Asked wider than the original: the original as it is.
    expect((await sharp((await fetch(`${url}?w=1920`)).rawPayload).metadata()).width).toBe(1600);
    // A width off the list would let anyone fill the disk with sizes: refused.
    for (const w of ['500', '0', 'abc', '-320'])
      expect((await fetch(`${url}?w=${w}`)).statusCode, w).toBe(400);
  });

  it('refuses what is not an allowed image, and an image over the limit, with a clear message', async () => {
    const refused = async (file: Buffer, type: string) => {
      const res = await post('uploadImage', { ...upload(file, type), lang: 'en' }, accounts.adminA);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect(await refused(SVG, 'image/svg+xml')).toMatchObject({
      key: 'imageTypeNotAllowed',
      msg: 'The image must be a PNG, JPEG or WebP file',
    });
    // A PNG declared as a JPEG, and a JPEG header with no picture behind it.
    expect((await refused(PNG, 'image/jpeg')).key).toBe('imageTypeNotAllowed');
    expect((await refused(JPEG, 'image/jpeg')).key).toBe('imageTypeNotAllowed');
    expect((await refused(Buffer.from('hello'), 'text/plain')).key).toBe('imageTypeNotAllowed');
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await refused(huge, 'image/png')).toMatchObject({
      key: 'imageTooLarge',
      msg: 'The image may be at most 2048 KB',
    });
    expect(
      (await post('uploadImage', { contentType: 'image/png', data: 'not base64!' }, accounts.adminA))
        .statusCode,
    ).toBe(400);
  });

  it('lets only staff with the content right upload, each into their own site', async () => {
    const file = upload(await solidImage(40, 20), 'image/png');
    expect((await post('uploadImage', file)).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('uploadImage', file, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const second = (await post('uploadImage', file, accounts.adminB)).json().url;
    expect(second.startsWith(`/api/media/${secondSiteId}/`)).toBe(true);
    // The same bytes under the first site's number are not the second site's file.
    expect((await fetch(second.replace(`/media/${secondSiteId}/`, '/media/999/'))).statusCode).toBe(404);
    expect((await fetch('/api/media/1/0123456789abcdef-40x20.png')).statusCode).toBe(404);
    expect((await fetch('/api/media/1/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('records every upload in the audit log', async () => {
    const rows = (await post('audit', { action: 'content.imageUploaded' }, accounts.adminA)).json().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].after).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/1\//) });
  });
});
