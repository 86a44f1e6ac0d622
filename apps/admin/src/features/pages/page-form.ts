// The page editor's fields as a staff member types them, read into the savePage request.
import type { OfficePage } from '@bet/domain/api/admin/pages';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { z } from 'zod';

export const pageForm = z.object({
  pageId: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
  language: z.enum(LANGUAGE_CODES),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(200_000),
});
export type PageFormInput = z.input<typeof pageForm>;

export const pageFormValuesOf = (row: OfficePage | null, language: string): PageFormInput => ({
  pageId: row ? String(row.pageId) : '',
  language: (row?.language ?? language) as PageFormInput['language'],
  title: row?.title ?? '',
  content: row?.content ?? '',
});

/** The preview's document: the draft with readable type; the frame it runs in may not run scripts. */
export const previewDocument = (html: string) =>
  `<!doctype html><meta charset="utf-8"><style>body{font:15px/1.6 system-ui,sans-serif;margin:12px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}</style>${html}`;
