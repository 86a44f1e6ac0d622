// Uploading the site's logo (spec 002 §6 "logo"): the file as base64 in the JSON body; the answer is
// the settings with site_logo pointing at the stored file.
import { z } from 'zod';
import { LOGO_MAX_BYTES } from '../../site-logo.ts';
import { callBody, text } from '../fields.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 of a file up to twice the logo's limit: a file a little too large hears logoTooLarge. */
export const LOGO_UPLOAD_MAX_CHARS = Math.ceil((2 * LOGO_MAX_BYTES) / 3) * 4;

export const uploadLogoRequest = callBody({
  /** The type the browser declared; the server checks it against the file's bytes. */
  contentType: text(100),
  data: z
    .string()
    .max(LOGO_UPLOAD_MAX_CHARS)
    .refine((data) => data.length % 4 === 0 && BASE64.test(data), 'base64'),
});
export type UploadLogoRequest = z.input<typeof uploadLogoRequest>;
