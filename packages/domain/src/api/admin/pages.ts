// The back office's static pages: one title and HTML body per site, page id and language. The server
// sanitizes the HTML on save and answers what it stored.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../reference/languages.ts';
import { callBody, text } from '../fields.ts';
import { pageId } from '../page.ts';

export const officePage = z.object({
  id: z.number(),
  pageId: z.number(),
  /** The page's language (a site language code); `lang` stays the caller's own, as on every call. */
  language: z.enum(LANGUAGE_CODES),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type OfficePage = z.infer<typeof officePage>;

export const pagesRequest = callBody({});
export const pagesAnswer = z.object({ status: z.literal(true), pages: z.array(officePage) });
export type PagesAnswer = z.infer<typeof pagesAnswer>;

/** Without id: a new page (refused when the site has that page id in that language already). */
export const savePageRequest = callBody({
  id: z.number().int().positive().optional(),
  pageId,
  language: z.enum(LANGUAGE_CODES),
  title: text(200).refine((s) => s.trim() !== '', { message: 'invalidInput' }),
  content: text(200_000),
});
export type SavePageRequest = z.input<typeof savePageRequest>;
export const savePageAnswer = z.object({ status: z.literal(true), page: officePage });

export const deletePageRequest = callBody({ id: z.number().int().positive() });
export const deletePageAnswer = z.object({ status: z.literal(true) });
