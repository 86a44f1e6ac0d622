// The casino module's service surface for other modules.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { findDefaultSite } from '../site/index.ts';
import { registerHouseGames } from './house/routes.ts';
import { seedHouseProvider } from './providers.ts';
import { registerWalletCalls } from './wallet-routes.ts';

export { issueLaunchToken, LAUNCH_TOKEN_TTL_MS, type NewLaunchToken } from './launch-tokens.ts';
export { findProvider, HOUSE_PROVIDER_CODE, signBody } from './providers.ts';
export { SIGNATURE_HEADER } from './wallet-routes.ts';

/** The casino's calls; the default site's in-house provider is seeded on start (its secret needs the secrets key). */
export async function registerCasino(app: AppInstance, deps: AppDeps): Promise<void> {
  const site = await findDefaultSite(deps.database.db);
  if (site) await seedHouseProvider(deps.database.db, secretsKeyOf(deps.config), site.id);
  await registerWalletCalls(app, deps);
  registerHouseGames(app, deps);
}
