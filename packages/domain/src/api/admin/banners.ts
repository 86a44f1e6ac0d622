// The back office's banners: a site's banner groups (slider or normal, where shown, order) and the
// banners in them (image, link, title, language or every language, order), and the image upload.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../reference/languages.ts';
import { BANNER_GROUP_TYPES, DISPLAY_STATES } from '../banners.ts';
import { callBody, text } from '../fields.ts';

/** Uploaded images may be this large; they are served resized. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Base64 of a file up to twice the limit: a file a little too large hears imageTooLarge. */
export const IMAGE_UPLOAD_MAX_CHARS = Math.ceil((2 * IMAGE_MAX_BYTES) / 3) * 4;

export const uploadImageRequest = callBody({
  /** The type the browser declared; the server checks it against the file's bytes. */
  contentType: text(100),
  data: z
    .string()
    .max(IMAGE_UPLOAD_MAX_CHARS)
    .refine((data) => data.length % 4 === 0 && BASE64.test(data), 'base64'),
});
export type UploadImageRequest = z.input<typeof uploadImageRequest>;
export const uploadImageAnswer = z.object({
  status: z.literal(true),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswer>;

const order = z.number().int().min(0).max(10_000);
const nonEmpty = (max: number) => text(max).refine((s) => s.trim() !== '', { message: 'invalidInput' });
/** Empty, an http(s) address or a route inside the site: never a script or data address. */
const bannerLink = text(500).refine(
  (s) => s.trim() === '' || /^https?:\/\/[^\s]+$/i.test(s.trim()) || /^\/?[\w\-./?=&#%]*$/.test(s.trim()),
  { message: 'bannerLinkInvalid' },
);

export const officeBanner = z.object({
  id: z.number(),
  groupId: z.number(),
  /** null: shown in every language. */
  language: z.enum(LANGUAGE_CODES).nullable(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  order: z.number(),
});
export type OfficeBanner = z.infer<typeof officeBanner>;

export const officeBannerGroup = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(BANNER_GROUP_TYPES),
  displayState: z.enum(DISPLAY_STATES),
  order: z.number(),
  banners: z.array(officeBanner),
});
export type OfficeBannerGroup = z.infer<typeof officeBannerGroup>;

export const bannerGroupsRequest = callBody({});
export const bannerGroupsAnswer = z.object({ status: z.literal(true), groups: z.array(officeBannerGroup) });
export type BannerGroupsAnswer = z.infer<typeof bannerGroupsAnswer>;

/** Without id: a new group. */
export const saveBannerGroupRequest = callBody({
  id: z.number().int().positive().optional(),
  name: nonEmpty(100),
  type: z.enum(BANNER_GROUP_TYPES),
  displayState: z.enum(DISPLAY_STATES),
  order,
});
export type SaveBannerGroupRequest = z.input<typeof saveBannerGroupRequest>;
export const saveBannerGroupAnswer = z.object({ status: z.literal(true), group: officeBannerGroup });
export type SaveBannerGroupAnswer = z.infer<typeof saveBannerGroupAnswer>;

/** Without id: a new banner in the group. The image is an address uploadImage answered. */
export const saveBannerRequest = callBody({
  id: z.number().int().positive().optional(),
  groupId: z.number().int().positive(),
  language: z.enum(LANGUAGE_CODES).nullable(),
  title: text(200),
  url: bannerLink,
  image: text(300),
  order,
});
export type SaveBannerRequest = z.input<typeof saveBannerRequest>;
export const saveBannerAnswer = z.object({ status: z.literal(true), banner: officeBanner });
export type SaveBannerAnswer = z.infer<typeof saveBannerAnswer>;

export const deleteBannerGroupRequest = callBody({ id: z.number().int().positive() });
export const deleteBannerRequest = callBody({ id: z.number().int().positive() });
export const deleteBannerAnswer = z.object({ status: z.literal(true) });

/** A banner affiliates put on their own sites with their code (spec 002 §3: name, url, width, height). */
export const officeAffiliateBanner = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  order: z.number(),
});
export type OfficeAffiliateBanner = z.infer<typeof officeAffiliateBanner>;
export const affiliateBannersRequest = callBody({});
export const affiliateBannersAnswer = z.object({
  status: z.literal(true),
  banners: z.array(officeAffiliateBanner),
});
/** Without id: a new banner. The image is an address uploadImage answered. */
export const saveAffiliateBannerRequest = callBody({
  id: z.number().int().positive().optional(),
  name: nonEmpty(100),
  image: text(300),
  order,
});
export type SaveAffiliateBannerRequest = z.input<typeof saveAffiliateBannerRequest>;
export const saveAffiliateBannerAnswer = z.object({ status: z.literal(true), banner: officeAffiliateBanner });
