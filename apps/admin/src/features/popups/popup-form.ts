// The pop-up editor's fields as a staff member types them, read into the savePopup request.
import type { OfficePopup } from '@bet/domain/api/admin/popups';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { z } from 'zod';
import { instantOf, localInputOf } from '../../shared/format/local-date-time.ts';

/** The types the form offers: the player site shows 2 and 0 (type2 0: on Home only). */
export const POPUP_TYPES = ['0', '1', '2', '3'] as const;

export const popupForm = z
  .object({
    language: z.enum(LANGUAGE_CODES),
    type: z.enum(POPUP_TYPES).transform(Number),
    type2: z.enum(POPUP_TYPES).transform(Number),
    title: z.string().trim().min(1).max(200),
    autoClose: z.boolean(),
    startsAt: z.string().transform(instantOf),
    endsAt: z.string().transform(instantOf),
    content: z.string().max(100_000),
  })
  .refine((f) => f.startsAt === null || f.endsAt === null || f.endsAt > f.startsAt, { path: ['endsAt'] });
export type PopupFormInput = z.input<typeof popupForm>;

const typeOf = (n: number | undefined, fallback: PopupFormInput['type']) =>
  POPUP_TYPES.find((t) => t === String(n)) ?? fallback;

export const popupFormValuesOf = (row: OfficePopup | null): PopupFormInput => ({
  language: row?.language ?? 'tr',
  type: typeOf(row?.type, '2'),
  type2: typeOf(row?.type2, '1'),
  title: row?.title ?? '',
  autoClose: row?.autoClose ?? false,
  startsAt: localInputOf(row?.startsAt ?? null),
  endsAt: localInputOf(row?.endsAt ?? null),
  content: row?.content ?? '',
});
