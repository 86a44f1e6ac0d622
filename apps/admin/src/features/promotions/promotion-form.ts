// The promotion editor's fields as a staff member types them, read into the savePromotion request.
import type { OfficePromotion } from '@bet/domain/api/admin/promotions';
import { imageUrl } from '@bet/domain/api/promotions';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { z } from 'zod';
import { instantOf, localInputOf } from '../../shared/format/local-date-time.ts';

export const promotionForm = z
  .object({
    language: z.enum(LANGUAGE_CODES),
    title: z.string().trim().min(1).max(200),
    imageUrl: z.string().trim().pipe(imageUrl),
    position: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/)
      .transform(Number),
    startsAt: z.string().transform(instantOf),
    endsAt: z.string().transform(instantOf),
    content: z.string().max(200_000),
  })
  .refine((f) => f.startsAt === null || f.endsAt === null || f.endsAt > f.startsAt, { path: ['endsAt'] });
export type PromotionFormInput = z.input<typeof promotionForm>;

export const promotionFormValuesOf = (row: OfficePromotion | null, language: string): PromotionFormInput => ({
  language: (row?.language ?? language) as PromotionFormInput['language'],
  title: row?.title ?? '',
  imageUrl: row?.imageUrl ?? '',
  position: String(row?.position ?? 0),
  startsAt: localInputOf(row?.startsAt ?? null),
  endsAt: localInputOf(row?.endsAt ?? null),
  content: row?.content ?? '',
});
