import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { createLanguageCache } from '../language-cache.ts';
import { registerPopupsOffice } from './office-popups-routes.ts';
import { registerPopupCalls } from './popup-routes.ts';
import { popupsInLanguage } from './popups-repo.ts';

/** Pop-ups for players (cached per site and language) and their back-office editor. */
export function registerPopups(app: AppInstance, deps: AppDeps): void {
  const cache = createLanguageCache({
    channel: 'content.popups.changed',
    bus: app.realtime.bus,
    now: deps.now,
    load: (siteId, lang) => popupsInLanguage(deps.database.db, siteId, lang),
  });
  app.addHook('onClose', async () => cache.close());
  registerPopupCalls(app, cache);
  registerPopupsOffice(app, deps, cache);
}
