// The back office's e-mail templates: per site, language and kind, a subject and an HTML body with
// {{placeholders}}. A kind without a template of the site's own uses the built-in one.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../reference/languages.ts';
import { callBody, text } from '../fields.ts';

/** Every mail the platform sends, with the placeholders its template may use. */
export const MAIL_KINDS = {
  activation: ['username', 'link', 'code', 'site'],
  passwordReset: ['username', 'link', 'site'],
  contactReply: ['username', 'reply', 'message', 'site'],
  withdrawalApproved: ['username', 'amount', 'site'],
  bonusAccepted: ['username', 'bonus', 'amount', 'wagering', 'site'],
} as const satisfies Record<string, readonly string[]>;
export type MailKind = keyof typeof MAIL_KINDS;
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as [MailKind, ...MailKind[]];

export const mailKind = z.enum(MAIL_KIND_NAMES);
const language = z.enum(LANGUAGE_CODES);

export const mailTemplate = z.object({
  kind: mailKind,
  language,
  subject: z.string(),
  body: z.string(),
  /** False: the built-in template, the site has none of its own in this language. */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

export const mailTemplatesRequest = callBody({});
/** The site's own templates. */
export const mailTemplatesAnswer = z.object({ status: z.literal(true), templates: z.array(mailTemplate) });
export type MailTemplatesAnswer = z.infer<typeof mailTemplatesAnswer>;

export const mailTemplateRequest = callBody({ kind: mailKind, language });
/** The template a mail of this kind and language is written from today. */
export const mailTemplateAnswer = z.object({ status: z.literal(true), template: mailTemplate });
export type MailTemplateAnswer = z.infer<typeof mailTemplateAnswer>;

const draftFields = {
  kind: mailKind,
  language,
  subject: text(200).refine((s) => s.trim() !== '', 'mailSubjectRequired'),
  body: text(100_000),
};
export const saveMailTemplateRequest = callBody(draftFields);
export type SaveMailTemplateRequest = z.input<typeof saveMailTemplateRequest>;

/** Back to the built-in template. */
export const deleteMailTemplateRequest = callBody({ kind: mailKind, language });

export const previewMailTemplateRequest = callBody(draftFields);
export type PreviewMailTemplateRequest = z.input<typeof previewMailTemplateRequest>;
/** The draft as a mail with sample values: its subject and sanitized HTML. */
export const previewMailTemplateAnswer = z.object({
  status: z.literal(true),
  subject: z.string(),
  html: z.string(),
});
export type PreviewMailTemplateAnswer = z.infer<typeof previewMailTemplateAnswer>;
