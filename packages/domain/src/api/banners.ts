// Banners and sliders (spec 002 §2 "Banners", §3 Banner, §7 `sliders`): a site's banner groups for one
// place on the site, in the player's language. Sizes and link rules are the player site's, below.
import { z } from 'zod';
import { callBody } from './fields.ts';

/** Where a group is shown: the home page, the sportsbook, the casino areas and the promotions list. */
export const DISPLAY_STATES = ['home', 'sports', 'casino', 'liveCasino', 'promotions'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

/** A slider is a carousel (one per page); a normal group is a row of image links. */
export const BANNER_GROUP_TYPES = ['slider', 'normal'] as const;
export type BannerGroupType = (typeof BANNER_GROUP_TYPES)[number];

/** The widths an uploaded image is served at (`?w=`); anything else is refused, so the cache stays small. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Autoplay delays (spec 002 §9): the home slider turns faster than the others. */
export const SLIDER_DELAY_MS = { home: 2000, other: 4000 } as const;

export const slidersRequest = callBody({ displayState: z.enum(DISPLAY_STATES) });
export type SlidersRequest = z.input<typeof slidersRequest>;

export const sliderBanner = z.object({
  id: z.number(),
  /** The image's address (served resized with `?w=`). */
  filename: z.string(),
  /** Where a tap leads: empty, a route inside the site, an http(s) address or anything with "bingo". */
  url: z.string(),
  title: z.string(),
  /** The uploaded image's own size in pixels. */
  width: z.number(),
  height: z.number(),
  type: z.enum(BANNER_GROUP_TYPES),
  displayState: z.enum(DISPLAY_STATES),
});
export type SliderBanner = z.infer<typeof sliderBanner>;

export const bannerGroup = z.object({
  id: z.number(),
  type: z.enum(BANNER_GROUP_TYPES),
  displayState: z.enum(DISPLAY_STATES),
  banners: z.array(sliderBanner),
});
export type BannerGroup = z.infer<typeof bannerGroup>;

export const slidersAnswer = z.object({
  status: z.literal(true),
  /** True when nothing is written in the asked language and the site's default language answered. */
  default: z.boolean(),
  results: z.array(bannerGroup),
});
export type SlidersAnswer = z.infer<typeof slidersAnswer>;

/** What a tap on a banner does (spec 002 §2): start bingo, leave the site, or move inside it. */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'bingo' }
  | { kind: 'external'; href: string }
  | { kind: 'internal'; path: string };

export function bannerTarget(url: string, lang: string): BannerTarget {
  const trimmed = url.trim();
  if (trimmed === '') return { kind: 'none' };
  if (trimmed.toLowerCase().includes('bingo')) return { kind: 'bingo' };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', href: trimmed };
  return { kind: 'internal', path: `/${lang}/${trimmed.replace(/^\/+/, '')}` };
}

/** A group's display box by its place on the page (spec 002 §2); null means full width, height auto. */
export function bannerGroupSize(index: number): { width: number; height: number } | null {
  if (index === 0) return null;
  if (index <= 2) return { width: 634, height: 291 };
  return { width: 312, height: 291 };
}
