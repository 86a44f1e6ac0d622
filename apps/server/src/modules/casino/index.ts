// The casino module's service surface for other modules.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { findDefaultSite } from '../site/index.ts';
import { registerCasinoAdmin } from './admin/routes.ts';
import { registerCatalogueCalls } from './catalogue/catalogue-routes.ts';
import { seedHouseCatalogue } from './catalogue/house-catalogue.ts';
import { registerHouseGames } from './house/routes.ts';
import { registerJackpotOffice } from './jackpots/jackpot-office-routes.ts';
import { registerJackpotCalls } from './jackpots/jackpot-routes.ts';
import { runJackpots } from './jackpots/jackpot-runner.ts';
import { seedHouseProvider } from './providers.ts';
import { registerWalletCalls } from './wallet-routes.ts';

export { casinoDay, setCasinoDailyLimit } from './catalogue/casino-limits.ts';
export { announceCatalogueChange } from './catalogue/catalogue-cache.ts';
export { setCompanyListing, setGameListing } from './catalogue/site-listing.ts';
export { issueLaunchToken, LAUNCH_TOKEN_TTL_MS, type NewLaunchToken } from './launch-tokens.ts';
export { findProvider, HOUSE_PROVIDER_CODE, signBody } from './providers.ts';
export { SIGNATURE_HEADER } from './wallet-routes.ts';

/**
 * The casino's calls; the default site's in-house provider (its secret needs the secrets key) and
 * its games in the catalogue are seeded on start, and the jackpots run.
 */
export async function registerCasino(app: AppInstance, deps: AppDeps): Promise<void> {
  const site = await findDefaultSite(deps.database.db);
  if (site) await seedHouseProvider(deps.database.db, secretsKeyOf(deps.config), site.id);
  await seedHouseCatalogue(deps.database.db);
  await registerWalletCalls(app, deps);
  await registerCatalogueCalls(app, deps);
  registerHouseGames(app, deps);
  registerCasinoAdmin(app, deps);
  registerJackpotCalls(app, deps);
  registerJackpotOffice(app, deps);
  await runJackpots(app, deps);
}
