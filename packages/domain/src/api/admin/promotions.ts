// The back office's promotions: per site and language, an image, a title, HTML the server sanitizes,
// a position in the list and an optional active window.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../reference/languages.ts';
import { callBody, text } from '../fields.ts';
import { imageUrl } from '../promotions.ts';

/** An instant with its offset, or null for "no bound". */
export const windowBound = z.iso.datetime({ offset: true }).nullable();

/** Refuses a window that ends before it starts. */
export const windowInOrder = (w: { startsAt: string | null; endsAt: string | null }) =>
  w.startsAt === null || w.endsAt === null || Date.parse(w.endsAt) > Date.parse(w.startsAt);
export const windowIssue = { message: 'dateRangeInvalid', path: ['endsAt'] };

export const officePromotion = z.object({
  id: z.number(),
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  imageUrl: z.string(),
  content: z.string(),
  position: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OfficePromotion = z.infer<typeof officePromotion>;

export const officePromotionsRequest = callBody({});
export const officePromotionsAnswer = z.object({
  status: z.literal(true),
  promotions: z.array(officePromotion),
});
export type OfficePromotionsAnswer = z.infer<typeof officePromotionsAnswer>;

/** Without id: a new promotion. */
export const savePromotionRequest = callBody({
  id: z.number().int().positive().optional(),
  language: z.enum(LANGUAGE_CODES),
  title: text(200).refine((s) => s.trim() !== '', { message: 'invalidInput' }),
  imageUrl,
  content: text(200_000),
  position: z.number().int().min(0).max(100_000),
  startsAt: windowBound,
  endsAt: windowBound,
}).refine(windowInOrder, windowIssue);
export type SavePromotionRequest = z.input<typeof savePromotionRequest>;
export const savePromotionAnswer = z.object({ status: z.literal(true), promotion: officePromotion });

export const deletePromotionRequest = callBody({ id: z.number().int().positive() });
export const deletePromotionAnswer = z.object({ status: z.literal(true) });
