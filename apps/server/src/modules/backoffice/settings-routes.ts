// The site's settings in the back office: read and changed by its admins, its logo uploaded, applied
// to the player site at once (the site cache is dropped; other servers reread within SITE_CACHE_TTL_MS).
import { type OfficeSettings, saveSettingsRequest, settingsAnswer } from '@bet/domain/api/admin/site';
import { LOGO_UPLOAD_MAX_CHARS, uploadLogoRequest } from '@bet/domain/api/admin/site-logo';
import { callBody } from '@bet/domain/api/fields';
import { languagesProblem } from '@bet/domain/site-languages';
import { checkLogo, LOGO_MAX_BYTES } from '@bet/domain/site-logo';
import type { SiteSettings } from '@bet/domain/site-settings';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { badRequest } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { announceSiteChange, loadSiteSettings, patchSiteSettings, storeSiteLogo } from '../site/index.ts';

const tags = ['admin', 'site'];

const forOffice = ({ smtp_password, ...rest }: SiteSettings): OfficeSettings => ({
  ...rest,
  smtp_password_set: smtp_password !== '',
});

/** The keys whose values differ, each side as the audit log keeps it (never the SMTP password). */
function changes(before: SiteSettings, after: SiteSettings) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const secret = key === 'smtp_password';
    was[key] = secret ? '***' : before[key];
    now[key] = secret ? '***' : after[key];
  }
  return { before: was, after: now };
}

type SettingsChange = (
  tx: Executor,
  siteId: number,
  at: Date,
) => Promise<{ before: SiteSettings; after: SiteSettings }>;

export function registerSettingsRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const access = { access: 'site.settings' as const };

  /** An audited change of the caller's site's settings; answers them as they now stand. */
  const changeSettings = async (req: FastifyRequest, action: string, change: SettingsChange) => {
    const actor = actorOf(req);
    const at = deps.now();
    const saved = await db.transaction(async (tx) => {
      const { before, after } = await change(tx, actor.siteId, at);
      // Rules between settings, judged on the result (a patch may hold either side of them).
      const problem = languagesProblem(after);
      if (problem) throw badRequest(problem);
      await recordAudit(tx, actor, at, action, { type: 'site', id: actor.siteId }, changes(before, after));
      return loadSiteSettings(tx, actor.siteId);
    });
    announceSiteChange(app.realtime.bus);
    return { status: true as const, settings: forOffice(saved.settings), version: saved.version };
  };

  const authorizeOwnSite = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'site.settings', { type: 'site', siteId: actor.siteId });
  };

  app.post(
    '/api/admin/settings',
    {
      schema: { summary: 'The site’s settings', tags, body: callBody({}), response: { 200: settingsAnswer } },
      config: access,
    },
    async (req) => {
      const { settings, version } = await loadSiteSettings(db, actorOf(req).siteId);
      return { status: true as const, settings: forOffice(settings), version };
    },
  );

  app.post(
    '/api/admin/saveSettings',
    {
      schema: {
        summary: 'Change some of the site’s settings',
        tags,
        body: saveSettingsRequest,
        response: { 200: settingsAnswer },
      },
      config: access,
    },
    async (req) => {
      authorizeOwnSite(req);
      return changeSettings(req, 'site.settings', (tx, siteId, at) =>
        patchSiteSettings(tx, siteId, req.body.settings, at),
      );
    },
  );

  app.post(
    '/api/admin/uploadLogo',
    {
      // The image travels as base64 in the JSON body, larger than other calls' bodies.
      bodyLimit: LOGO_UPLOAD_MAX_CHARS + 4096,
      schema: {
        summary: 'Upload the site’s logo (PNG, JPEG or WebP); site_logo then points at it',
        tags,
        body: uploadLogoRequest,
        response: { 200: settingsAnswer },
      },
      config: access,
    },
    async (req) => {
      authorizeOwnSite(req);
      const body = Buffer.from(req.body.data, 'base64');
      const logo = checkLogo(body, req.body.contentType);
      if ('problem' in logo) throw badRequest(logo.problem, { max: LOGO_MAX_BYTES / 1024 });
      return changeSettings(req, 'site.logo', (tx, siteId, at) =>
        storeSiteLogo(tx, siteId, { contentType: logo.type, body }, at),
      );
    },
  );
}
