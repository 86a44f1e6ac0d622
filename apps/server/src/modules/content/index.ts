// The content module's service surface: the site's static pages (banners, promotions, notifications
// and popups join it later).
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { createBannerCache } from './banners/banner-cache.ts';
import { registerBannersOffice } from './banners/office-banner-routes.ts';
import { registerSliderCalls } from './banners/slider-routes.ts';
import { registerContactCall } from './contact/contact-routes.ts';
import { registerInboxOffice } from './contact/office-inbox-routes.ts';
import { registerMailTemplatesOffice } from './mail-templates/office-templates-routes.ts';
import { registerMediaRoutes } from './media/media-routes.ts';
import { createMediaService, type MediaService } from './media/media-service.ts';
import { mediaStoreOf } from './media/media-store.ts';
import { registerNotifications } from './notifications/register-notifications.ts';
import { registerPagesOffice } from './pages/office-pages-routes.ts';
import { createPageCache } from './pages/page-cache.ts';
import { registerPageCalls } from './pages/page-routes.ts';
import { registerPopups } from './popups/register-popups.ts';
import { registerPromotions } from './promotions/register-promotions.ts';

export { seedDemoBanners } from './banners/demo-banners.ts';
export type { MediaService, StoredImage } from './media/media-service.ts';
export { seedDemoNotifications } from './notifications/demo-notifications.ts';
export { seedDemoPages } from './pages/demo-pages.ts';
export { seedDemoPromotions } from './promotions/demo-promotions.ts';
// The office editors' shared steps, for other modules' content-like rows (affiliate banners).
export { registerContentCall, registerRemoveCall, siteRowsEditor, storeOf } from './site-rows-office.ts';

/** Pages for players and the back office; seedBase gives every site its starting pages. */
export function registerContent(app: AppInstance, deps: AppDeps): { media: MediaService } {
  const cache = createPageCache(deps.database.db, deps.now, app.realtime.bus);
  app.addHook('onClose', () => cache.close());
  registerPageCalls(app, cache);
  registerPagesOffice(app, deps);
  registerContactCall(app, deps);
  registerInboxOffice(app, deps);
  registerMailTemplatesOffice(app, deps);
  registerPromotions(app, deps);
  registerPopups(app, deps);
  registerNotifications(app, deps);
  // Uploaded images: banners keep their addresses; promotions and notifications reuse the store.
  const media = createMediaService(mediaStoreOf(deps.config.media));
  registerMediaRoutes(app, deps, media);
  const banners = createBannerCache(deps.database.db, deps.now, app.realtime.bus);
  app.addHook('onClose', () => banners.close());
  registerSliderCalls(app, banners);
  registerBannersOffice(app, deps, media);
  return { media };
}
