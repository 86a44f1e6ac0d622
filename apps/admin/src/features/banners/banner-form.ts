// The banner editor's fields as a staff member types them, read into the saveBanner request.
import type { OfficeBanner } from '@bet/domain/api/admin/banners';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { z } from 'zod';

/** A position in a list, typed as digits. */
export const orderField = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(10_000));

/** '' stands for every language. */
const ALL = '';

export const bannerForm = z.object({
  language: z.enum([ALL, ...LANGUAGE_CODES]).transform((code) => (code === ALL ? null : code)),
  title: z.string().trim().max(200),
  url: z
    .string()
    .trim()
    .max(500)
    .refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s) || /^\/?[\w\-./?=&#%]*$/.test(s)),
  image: z.string().min(1),
  order: orderField,
});
export type BannerFormInput = z.input<typeof bannerForm>;

export const bannerFormValuesOf = (banner: OfficeBanner | null): BannerFormInput => ({
  language: banner?.language ?? ALL,
  title: banner?.title ?? '',
  url: banner?.url ?? '',
  image: banner?.image ?? '',
  order: String(banner?.order ?? 0),
});
