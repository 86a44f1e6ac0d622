// The back office's e-mail templates editor: staff with the site's settings right read the template each
// kind of mail is written from, write the site's own (sanitized, placeholders checked), drop it for the
// built-in one, and preview a draft with sample values. The templates themselves live with the mailer.
import {
  deleteMailTemplateRequest,
  MAIL_KINDS,
  type MailKind,
  type MailTemplate,
  mailTemplateAnswer,
  mailTemplateRequest,
  mailTemplatesAnswer,
  mailTemplatesRequest,
  previewMailTemplateAnswer,
  previewMailTemplateRequest,
  saveMailTemplateRequest,
} from '@bet/domain/api/admin/mail-templates';
import { okAnswer } from '@bet/domain/api/common';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { MailTemplateRow } from '../../../mail/schema.ts';
import { builtInTemplate, fillTemplate } from '../../../mail/templates/compose.ts';
import { unknownPlaceholders } from '../../../mail/templates/render.ts';
import {
  deleteTemplate,
  findTemplate,
  templatesOfSite,
  upsertTemplate,
} from '../../../mail/templates/templates-repo.ts';
import { recordAudit } from '../../audit/index.ts';
import { sanitizePageHtml } from '../pages/sanitize-page.ts';
import { sampleValues } from './sample-values.ts';

const tags = ['admin'];
const config = { access: 'content.manage' as const };

const templateOf = (row: MailTemplateRow): MailTemplate => ({
  kind: row.kind as MailKind,
  language: row.lang as MailTemplate['language'],
  subject: row.subject,
  body: row.body,
  custom: true,
  updatedAt: row.updatedAt.toISOString(),
});

/** The draft as it would be stored: trimmed subject, sanitized body, only the kind's placeholders. */
function checkedDraft(draft: { kind: MailKind; subject: string; body: string }) {
  const subject = draft.subject.trim();
  const body = sanitizePageHtml(draft.body);
  const [unknown] = unknownPlaceholders(`${subject} ${body}`, MAIL_KINDS[draft.kind]);
  if (unknown) throw badRequest('mailPlaceholderUnknown', { name: unknown });
  return { subject, body };
}

export function registerMailTemplatesOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const siteOf = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'content.manage', { type: 'site', siteId: actor.siteId });
    return actor;
  };

  app.post(
    '/api/admin/mailTemplates',
    {
      schema: {
        summary: 'The site’s own e-mail templates',
        tags,
        body: mailTemplatesRequest,
        response: { 200: mailTemplatesAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      return { status: true as const, templates: (await templatesOfSite(db, actor.siteId)).map(templateOf) };
    },
  );

  app.post(
    '/api/admin/mailTemplate',
    {
      schema: {
        summary:
          'The template a kind of mail in a language is written from: the site’s own or the built-in one',
        tags,
        body: mailTemplateRequest,
        response: { 200: mailTemplateAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      const { kind, language } = req.body;
      const own = await findTemplate(db, { siteId: actor.siteId, kind, lang: language });
      const template = own
        ? templateOf(own)
        : {
            kind,
            language,
            ...builtInTemplate(kind, language, req.site.settings.default_language),
            custom: false,
            updatedAt: null,
          };
      return { status: true as const, template };
    },
  );

  app.post(
    '/api/admin/saveMailTemplate',
    {
      schema: {
        summary: 'Write the site’s own template for a kind of mail in a language',
        tags,
        body: saveMailTemplateRequest,
        response: { 200: mailTemplateAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      const { kind, language } = req.body;
      const text = checkedDraft(req.body);
      const key = { siteId: actor.siteId, kind, lang: language };
      const row = await db.transaction(async (tx) => {
        const before = await findTemplate(tx, key);
        const saved = await upsertTemplate(tx, key, text, deps.now());
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'content.mailTemplateSaved',
          { type: 'site', id: actor.siteId },
          {
            before: before && { kind, lang: language, subject: before.subject, body: before.body },
            after: { kind, lang: language, ...text },
          },
        );
        return saved;
      });
      return { status: true as const, template: templateOf(row) };
    },
  );

  app.post(
    '/api/admin/deleteMailTemplate',
    {
      schema: {
        summary: 'Drop the site’s own template: the built-in one is used again',
        tags,
        body: deleteMailTemplateRequest,
        response: { 200: okAnswer },
      },
      config,
    },
    async (req) => {
      const actor = siteOf(req);
      const { kind, language } = req.body;
      await db.transaction(async (tx) => {
        const row = await deleteTemplate(tx, { siteId: actor.siteId, kind, lang: language });
        if (!row) throw notFound();
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'content.mailTemplateRemoved',
          { type: 'site', id: actor.siteId },
          {
            before: { kind, lang: language, subject: row.subject, body: row.body },
          },
        );
      });
      return { status: true as const };
    },
  );

  app.post(
    '/api/admin/previewMailTemplate',
    {
      schema: {
        summary: 'A draft template as a mail with sample values, sanitized as it would be stored',
        tags,
        body: previewMailTemplateRequest,
        response: { 200: previewMailTemplateAnswer },
      },
      config,
    },
    async (req) => {
      siteOf(req);
      const { subject, html } = fillTemplate(
        checkedDraft(req.body),
        sampleValues(req.body.language, req.site.settings.site_title),
      );
      return { status: true as const, subject, html };
    },
  );
}
