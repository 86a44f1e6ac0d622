// The casino's back-office calls: the site's listing, the game rounds, the figures, dealer limits and
// the wallet's outside providers.
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { registerLimitRoutes } from './limit-routes.ts';
import { registerListingRoutes } from './listing-routes.ts';
import { registerProviderRoutes } from './provider-routes.ts';
import { registerReportRoutes } from './report-routes.ts';
import { registerRoundsRoutes } from './rounds-routes.ts';

export function registerCasinoAdmin(app: AppInstance, deps: AppDeps): void {
  registerListingRoutes(app, deps);
  registerRoundsRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerLimitRoutes(app, deps);
  registerProviderRoutes(app, deps);
}
