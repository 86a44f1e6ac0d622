import { LOGO_MAX_BYTES } from '@bet/domain/site-logo';
import { describe, expect, it } from 'vitest';
import { readLogoFile } from './logo-file.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a logo file picked in the settings', () => {
  it('is sent as base64 with the type its bytes show', async () => {
    const bytes = Uint8Array.from([...PNG_SIGNATURE, 1, 2, 3]);
    expect(await readLogoFile(new Blob([bytes], { type: 'image/png' }))).toEqual({
      upload: { contentType: 'image/png', data: Buffer.from(bytes).toString('base64') },
    });
  });

  it('is encoded whole, however large', async () => {
    const bytes = new Uint8Array(LOGO_MAX_BYTES);
    bytes.set(PNG_SIGNATURE);
    bytes.fill(7, PNG_SIGNATURE.length);
    const read = await readLogoFile(new Blob([bytes], { type: 'image/png' }));
    expect('upload' in read && Buffer.from(read.upload.data, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('is refused before sending when it is an SVG, mislabelled or too large', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(await readLogoFile(svg)).toEqual({ problem: 'logoTypeNotAllowed' });
    const mislabelled = new Blob([Uint8Array.from(PNG_SIGNATURE)], { type: 'image/jpeg' });
    expect(await readLogoFile(mislabelled)).toEqual({ problem: 'logoTypeNotAllowed' });
    const large = new Blob([new Uint8Array(LOGO_MAX_BYTES + 1)], { type: 'image/png' });
    expect(await readLogoFile(large)).toEqual({ problem: 'logoTooLarge' });
  });
});
