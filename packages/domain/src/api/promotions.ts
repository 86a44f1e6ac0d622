// Promotions (spec 002 §2 and call table): the site's promotion banners in the player's language,
// and one promotion's title and HTML (sanitized by the server) by its bonus id.
import { z } from 'zod';
import { callBody, text } from './fields.ts';

/** An image address: http(s) or a path on the site itself (uploaded media). */
export const imageUrl = text(500).refine((s) => /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/.test(s), {
  message: 'imageUrlInvalid',
});

/** A promotion id as the spec's client sends it: a number, or its digits as a string. */
const bonusId = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
]);

export const promotionsRequest = callBody({});
export const promotionBanner = z.object({
  bonusId: z.number(),
  bonusImage: z.string(),
  bannerTitle: z.string(),
});
export type PromotionBanner = z.infer<typeof promotionBanner>;
export const promotionsAnswer = z.object({ status: z.literal(true), results: z.array(promotionBanner) });
export type PromotionsAnswer = z.infer<typeof promotionsAnswer>;

export const promotionDetailRequest = callBody({ bonusId });
export type PromotionDetailRequest = z.input<typeof promotionDetailRequest>;
export const promotionDetail = promotionBanner.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetail>;
export const promotionDetailAnswer = z.object({ status: z.literal(true), detail: promotionDetail });
export type PromotionDetailAnswer = z.infer<typeof promotionDetailAnswer>;
