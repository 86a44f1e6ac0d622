import { publicSiteSettings } from '@bet/domain';
import type { SettingsResponse } from '@bet/domain/api/site';
import type { SiteContext } from '../../http/request-context.ts';

/** The settings fetch's answer (spec 000 section 3); only public settings leave the server. */
export function presentSettings(site: SiteContext, serverId: string): SettingsResponse {
  const settings = publicSiteSettings(site.settings);
  return {
    status: true,
    settings,
    new_site_api: settings.site_api,
    version: site.version,
    mobileCss: settings.custom_style_url,
    generalJs: settings.custom_script_url,
    serverid: serverId,
    operatorId: site.operatorId,
  };
}
