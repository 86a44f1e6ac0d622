// The site's settings in the back office: read and changed by its admins, applied to the player
// site at once (the site cache is dropped; other servers reread within SITE_CACHE_TTL_MS).
import { type OfficeSettings, saveSettingsRequest, settingsAnswer } from '@bet/domain/api/admin/site';
import { callBody } from '@bet/domain/api/fields';
import type { SiteSettings } from '@bet/domain/site-settings';
import { actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { recordAudit } from '../audit/index.ts';
import { invalidateSiteCache, loadSiteSettings, patchSiteSettings } from '../site/index.ts';

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

export function registerSettingsRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const access = { access: 'site.settings' as const };

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
      const actor = actorOf(req);
      authorize(actor, 'site.settings', { type: 'site', siteId: actor.siteId });
      const at = deps.now();
      const saved = await db.transaction(async (tx) => {
        const { before, after } = await patchSiteSettings(tx, actor.siteId, req.body.settings, at);
        await recordAudit(
          tx,
          actor,
          at,
          'site.settings',
          { type: 'site', id: actor.siteId },
          changes(before, after),
        );
        return loadSiteSettings(tx, actor.siteId);
      });
      invalidateSiteCache();
      return { status: true as const, settings: forOffice(saved.settings), version: saved.version };
    },
  );
}
