import { describe, expect, it } from 'vitest';
import { checkLogo, LOGO_MAX_BYTES, logoTypeOf } from './site-logo.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const GIF = new TextEncoder().encode('GIF89a');

describe('the logo upload rule', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['SVG', SVG, null],
    ['GIF', GIF, null],
    ['a RIFF that is no WebP', new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '), null],
    ['a truncated PNG signature', PNG.slice(0, 5), null],
    ['nothing', bytes(), null],
  ])('knows %s by its first bytes', (_name, file, type) => {
    expect(logoTypeOf(file)).toBe(type);
  });

  it('takes an allowed image whose declared type is its own', () => {
    expect(checkLogo(PNG, 'image/png')).toEqual({ type: 'image/png' });
    expect(checkLogo(JPEG, 'image/jpeg')).toEqual({ type: 'image/jpeg' });
    expect(checkLogo(WEBP, 'image/webp')).toEqual({ type: 'image/webp' });
  });

  it('refuses an SVG or other file, also when it claims to be a PNG', () => {
    expect(checkLogo(SVG, 'image/svg+xml')).toEqual({ problem: 'logoTypeNotAllowed' });
    expect(checkLogo(SVG, 'image/png')).toEqual({ problem: 'logoTypeNotAllowed' });
    expect(checkLogo(GIF, 'image/gif')).toEqual({ problem: 'logoTypeNotAllowed' });
    expect(checkLogo(PNG, 'image/svg+xml')).toEqual({ problem: 'logoTypeNotAllowed' });
    expect(checkLogo(JPEG, 'image/png')).toEqual({ problem: 'logoTypeNotAllowed' });
  });

  it('takes up to 512 KB and refuses a byte more', () => {
    const exactly = new Uint8Array(LOGO_MAX_BYTES);
    exactly.set(PNG);
    expect(checkLogo(exactly, 'image/png')).toEqual({ type: 'image/png' });
    const over = new Uint8Array(LOGO_MAX_BYTES + 1);
    over.set(PNG);
    expect(checkLogo(over, 'image/png')).toEqual({ problem: 'logoTooLarge' });
  });
});
