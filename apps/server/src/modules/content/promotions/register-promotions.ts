import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { createLanguageCache } from '../language-cache.ts';
import { registerPromotionsOffice } from './office-promotions-routes.ts';
import { registerPromotionCalls } from './promotion-routes.ts';
import { promotionsInLanguage } from './promotions-repo.ts';

/** Promotions for players (cached per site and language) and their back-office editor. */
export function registerPromotions(app: AppInstance, deps: AppDeps): void {
  const cache = createLanguageCache({
    channel: 'content.promotions.changed',
    bus: app.realtime.bus,
    now: deps.now,
    load: (siteId, lang) => promotionsInLanguage(deps.database.db, siteId, lang),
  });
  app.addHook('onClose', async () => cache.close());
  registerPromotionCalls(app, cache);
  registerPromotionsOffice(app, deps, cache);
}
