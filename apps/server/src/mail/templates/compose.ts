// Every mail the platform sends is written from a template: the site's own in the mail's language, else
// the site's own in its default language, else the built-in one (Turkish or English).
import type { MailKind } from '@bet/domain/api/admin/mail-templates';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../mailer.ts';
import {
  BUILT_IN_TEMPLATES,
  type BuiltInLanguage,
  isBuiltInLanguage,
  type TemplateText,
} from './built-in.ts';
import { htmlToText, type MailValues, renderBody, renderSubject } from './render.ts';
import { templatesIn } from './templates-repo.ts';

/** The built-in template's language for a mail: its own, else the site's default, else English. */
export const builtInLanguage = (lang: string, defaultLang: string): BuiltInLanguage =>
  isBuiltInLanguage(lang) ? lang : isBuiltInLanguage(defaultLang) ? defaultLang : 'en';

export const builtInTemplate = (kind: MailKind, lang: string, defaultLang: string): TemplateText =>
  BUILT_IN_TEMPLATES[kind][builtInLanguage(lang, defaultLang)];

export type MailOf = {
  siteId: number;
  kind: MailKind;
  /** The reader's language. */
  lang: string;
  /** The site's default language, the first fallback. */
  defaultLang: string;
  values: MailValues;
};

/** The template a mail of this kind and language is written from today. */
export async function templateFor(db: Executor, mail: Omit<MailOf, 'values'>): Promise<TemplateText> {
  const own = await templatesIn(db, mail.siteId, mail.kind, [mail.lang, mail.defaultLang]);
  const found = own.find((row) => row.lang === mail.lang) ?? own.find((row) => row.lang === mail.defaultLang);
  return found ?? builtInTemplate(mail.kind, mail.lang, mail.defaultLang);
}

export type ComposedMail = { subject: string; html: string; text: string };

/** A template with its values filled in, as subject, HTML and plain text. */
export function fillTemplate(template: TemplateText, values: MailValues): ComposedMail {
  const html = renderBody(template.body, values);
  return { subject: renderSubject(template.subject, values), html, text: htmlToText(html) };
}

/** Writes the mail from its template and hands it to the mailer, in the caller's transaction. */
export async function sendTemplatedMail(
  mailer: Mailer,
  executor: Executor,
  to: string,
  mail: MailOf,
): Promise<void> {
  const composed = fillTemplate(await templateFor(executor, mail), mail.values);
  await mailer.send({ siteId: mail.siteId, to, ...composed }, executor);
}
