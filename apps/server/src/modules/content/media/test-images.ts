// Images for the media and banner tests, made the way an operator's files would be.
import sharp from 'sharp';

/** A solid image of the given size. */
export const solidImage = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** The uploadImage call's body for a file. */
export const imageUpload = (file: Buffer, contentType: string) => ({
  contentType,
  data: file.toString('base64'),
});
