// An uploaded site logo: raster images only (an SVG may carry script), recognised by their first
// bytes rather than by the type the browser declared.

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** Each type's leading bytes; null stands for any byte (a WebP's RIFF size). */
const SIGNATURES: readonly { type: LogoType; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  {
    type: 'image/webp',
    // "RIFF", the file's size, "WEBP".
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];

/** The allowed image type the bytes are, by their signature; null for anything else. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  const match = SIGNATURES.find(
    ({ bytes: signature }) =>
      bytes.length >= signature.length && signature.every((byte, i) => byte === null || bytes[i] === byte),
  );
  return match?.type ?? null;
}

/** The file's type when it may be the logo, else why not: too large, or not the allowed image it says it is. */
export function checkLogo(
  bytes: Uint8Array,
  declaredType: string,
): { type: LogoType } | { problem: 'logoTooLarge' | 'logoTypeNotAllowed' } {
  if (bytes.length > LOGO_MAX_BYTES) return { problem: 'logoTooLarge' };
  const type = logoTypeOf(bytes);
  return type !== null && type === declaredType ? { type } : { problem: 'logoTypeNotAllowed' };
}
