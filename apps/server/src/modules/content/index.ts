// The content module's service surface: the site's static pages (banners, promotions, notifications
// and popups join it later).
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerPagesOffice } from './pages/office-pages-routes.ts';
import { createPageCache } from './pages/page-cache.ts';
import { registerPageCalls } from './pages/page-routes.ts';

export { seedDemoPages } from './pages/demo-pages.ts';

/** Pages for players and the back office; seedBase gives every site its starting pages. */
export function registerContent(app: AppInstance, deps: AppDeps): void {
  const cache = createPageCache(deps.database.db, deps.now, app.realtime.bus);
  app.addHook('onClose', () => cache.close());
  registerPageCalls(app, cache);
  registerPagesOffice(app, deps);
}
