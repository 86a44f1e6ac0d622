// The payments module's service surface for other modules.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { findDefaultSite } from '../site/index.ts';
import { registerBonuses } from './bonuses/bonus-routes.ts';
import { seedDemoBonuses } from './bonuses/demo-bonuses.ts';
import { registerGatewayRoutes } from './gateway/gateway-routes.ts';
import { sandboxGateway } from './gateway/sandbox-gateway.ts';
import { seedDemoMethods } from './methods/demo-methods.ts';
import { registerMethodsOffice } from './methods/office-methods-routes.ts';
import { registerTransferOffice } from './office-routes.ts';
import { registerPaymentCalls } from './routes.ts';

export type { NewTransferRequest, TransferRequestRow } from './schema.ts';
export {
  depositsSince,
  insertTransferRequest,
  listTransferRequests,
} from './transfers/transfer-requests-repo.ts';

/**
 * Payment methods, deposit and withdrawal requests, bonuses and the gateways' callbacks; the default
 * site starts with the demo methods and bonuses, and the sandbox provider is always there for testing.
 */
export async function registerPayments(app: AppInstance, deps: AppDeps): Promise<void> {
  const site = await findDefaultSite(deps.database.db);
  if (site) {
    await seedDemoMethods(deps.database.db, site.id);
    await seedDemoBonuses(deps.database.db, site.id);
  }
  const sandbox = sandboxGateway(secretsKeyOf(deps.config));
  const gateways = new Map([[sandbox.code, sandbox]]);
  registerPaymentCalls(app, deps, gateways);
  registerTransferOffice(app, deps);
  registerMethodsOffice(app, deps, gateways);
  registerGatewayRoutes(app, deps, gateways, sandbox);
  registerBonuses(app, deps);
}
