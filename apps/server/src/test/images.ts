// Small image files for the logo upload tests, as a browser's file picker would give them.

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A JPEG's start of image and JFIF header. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
/** A WebP's RIFF header. */
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L')]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The uploadLogo call's body for a file. */
export const logoUpload = (file: Buffer, contentType: string) => ({
  contentType,
  data: file.toString('base64'),
});
