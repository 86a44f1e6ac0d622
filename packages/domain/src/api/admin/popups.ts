// The back office's pop-ups: per site and language, type and type2 (where the site shows them), a
// title, HTML the server sanitizes, auto-close and an optional active window.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../reference/languages.ts';
import { callBody, text } from '../fields.ts';
import { windowBound, windowInOrder, windowIssue } from './promotions.ts';

export const officePopup = z.object({
  id: z.number(),
  language: z.enum(LANGUAGE_CODES),
  type: z.number(),
  type2: z.number(),
  title: z.string(),
  content: z.string(),
  autoClose: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OfficePopup = z.infer<typeof officePopup>;

export const officePopupsRequest = callBody({});
export const officePopupsAnswer = z.object({ status: z.literal(true), popups: z.array(officePopup) });
export type OfficePopupsAnswer = z.infer<typeof officePopupsAnswer>;

const popupType = z.number().int().min(0).max(9);

/** Without id: a new pop-up. */
export const savePopupRequest = callBody({
  id: z.number().int().positive().optional(),
  language: z.enum(LANGUAGE_CODES),
  type: popupType,
  type2: popupType,
  title: text(200).refine((s) => s.trim() !== '', { message: 'invalidInput' }),
  content: text(100_000),
  autoClose: z.boolean(),
  startsAt: windowBound,
  endsAt: windowBound,
}).refine(windowInOrder, windowIssue);
export type SavePopupRequest = z.input<typeof savePopupRequest>;
export const savePopupAnswer = z.object({ status: z.literal(true), popup: officePopup });

export const deletePopupRequest = callBody({ id: z.number().int().positive() });
export const deletePopupAnswer = z.object({ status: z.literal(true) });
